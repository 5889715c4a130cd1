import { ParseError } from "@gridsmith/kit";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegionsFormats } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CIRCLE, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

describe("sashigane formats", () => {
  // Any grid of clues (nothing, ?, circles with numbers up to 255 or none, arrows).
  describePuzzlinkBorderRegionsFormats<Puzzle>({
    clue: mostly(-1, 6, fc.integer({ min: -7, max: -2 }), fc.integer({ min: 0, max: 255 })),
    formats,
  });

  it("read pzprjs's codes: runs of empty cells, circles, a number past 15, arrows and ?", () => {
    expect(parsePuzzlink("https://puzz.link/p?sashigane/4/2/k.-10%ghij").clues).toEqual([
      -1,
      CIRCLE,
      16,
      UNKNOWN,
      -4,
      -5,
      -6,
      -7,
    ]);
    expect(serializePuzzlink({ width: 3, height: 1, clues: [3, -1, -1] })).toBe(
      "https://puzz.link/p?sashigane/3/1/3l",
    );
    // pzprjs's own test file writes arrows as their directions and circles as o, oN.
    expect(readPzprv3Board("pzprv3\nsashigane\n1\n5\n1 2 3 4 o1 \n0 0 0 0 \n").puzzle.clues).toEqual([
      -4, -5, -6, -7, 1,
    ]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?sashigane/2/2/5X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nsashigane\n1\n2\n. x \n")).toThrow(/'x'.*not a Sashigane clue/);
    expect(() => readPzprv3Board("pzprv3\nsashigane\n1\n2\n. . \n7 \n")).toThrow(/'7'.*not 0, 1, 2 or -1/);
  });
});

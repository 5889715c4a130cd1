import { ParseError } from "@gridsmith/kit";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegionsFormats } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Puzzle, SQUARE, TALL, UNKNOWN, WIDE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

describe("tatamibari formats", () => {
  // Any grid of symbols (nothing, ?, +, |, -).
  describePuzzlinkBorderRegionsFormats<Puzzle>({
    clue: mostly(-1, 6, fc.constantFrom(UNKNOWN, SQUARE, TALL, WIDE)),
    formats,
  });

  it("read pzprjs's codes: runs of empty cells, the symbols and ?", () => {
    expect(parsePuzzlink("https://puzz.link/p?tatamibari/3/2/g123.").clues).toEqual([
      -1,
      TALL,
      WIDE,
      SQUARE,
      UNKNOWN,
      -1,
    ]);
    expect(serializePuzzlink({ width: 3, height: 1, clues: [SQUARE, -1, -1] })).toBe(
      "https://puzz.link/p?tatamibari/3/1/3h",
    );
    // pzprjs's own test file writes + as c, | as a, - as b.
    expect(readPzprv3Board("pzprv3\ntatamibari\n1\n4\nc a b - \n0 0 0 \n").puzzle.clues).toEqual([
      SQUARE,
      TALL,
      WIDE,
      UNKNOWN,
    ]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?tatamibari/2/2/5X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\ntatamibari\n1\n2\n. x \n")).toThrow(/'x'.*not a Tatamibari clue/);
    expect(() => readPzprv3Board("pzprv3\ntatamibari\n1\n2\n. . \n7 \n")).toThrow(/'7'.*not 0, 1, 2 or -1/);
  });
});

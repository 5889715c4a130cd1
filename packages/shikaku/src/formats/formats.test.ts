import { ParseError } from "@gridsmith/kit";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegionsFormats } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

describe("shikaku formats", () => {
  // Any grid of cells without a number, with one not given, and with numbers up to 300.
  describePuzzlinkBorderRegionsFormats<Puzzle>({
    clue: (width, height) =>
      mostly(-1, 6, fc.constant(UNKNOWN), fc.integer({ min: 1, max: Math.min(300, width * height) })),
    formats,
  });

  it("read pzprjs's codes: runs of empty cells, a number not given, a number past 15", () => {
    expect(parsePuzzlink("https://puzz.link/p?shikaku/3/2/h.-10h").clues).toEqual([
      -1,
      -1,
      UNKNOWN,
      16,
      -1,
      -1,
    ]);
    expect(serializePuzzlink({ width: 3, height: 1, clues: [3, -1, -1] })).toBe(
      "https://puzz.link/p?shikaku/3/1/3h",
    );
  });

  it("read a pzprv3 answer's borders, and marks and crosses as pzprjs writes them", () => {
    const board = readPzprv3Board("pzprv3\nshikaku\n1\n3\n2 . 1 \n-1 2 \n");
    expect(board.puzzle).toEqual({ width: 3, height: 1, clues: [2, -1, 1] });
    // Three cells in a row: horizontal segments 0-5, vertical 6-9; the one right of column 2 is 8.
    expect(board.borders.flatMap((v, e) => (v === 1 ? [e] : []))).toEqual([8]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?shikaku/2/2/5X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nshikaku\n1\n2\n. x \n")).toThrow(/'x'.*not a Shikaku number clue/);
    expect(() => readPzprv3Board("pzprv3\nshikaku\n1\n2\n. . \n7 \n")).toThrow(/'7'.*not 0, 1, 2 or -1/);
  });
});

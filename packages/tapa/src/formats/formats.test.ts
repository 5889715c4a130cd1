import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { jsonFormat, parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

const number = (max: number) => fc.oneof(fc.integer({ min: 1, max }), fc.constant(UNKNOWN));

/** Any grid up to 10x10 of clues a link can hold (long runs of empty cells among them). */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "clues",
  cell: mostly(
    [],
    8,
    fc.array(fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(UNKNOWN)), { minLength: 1, maxLength: 1 }),
    fc.array(number(5), { minLength: 2, maxLength: 2 }),
    fc.array(number(3), { minLength: 3, maxLength: 3 }),
    fc.array(number(1), { minLength: 4, maxLength: 4 }),
  ),
  maxSide: 10,
});

describe("tapa formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read clues of one to four numbers, hidden ones among them, and runs of empty cells", () => {
    // 9 = 1 1 1 1; a0 = ? ?; b1 = ? ? 1 (396 + 1); cs = ? ? ? ? (460); d7 = 1 1 1 1 (475); g one empty.
    const puzzle = parsePuzzlink("https://puzz.link/p?tapa/7/1/9a0b1csd7.g");
    expect(puzzle.clues).toEqual([
      [1, 1, 1, 1],
      [UNKNOWN, UNKNOWN],
      [UNKNOWN, UNKNOWN, 1],
      [UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN],
      [1, 1, 1, 1],
      [UNKNOWN],
      [],
    ]);
    expect(serializePuzzlink(puzzle)).toBe("https://puzz.link/p?tapa/7/1/9a0b1cs9.g");
  });

  it("read a pzprv3 answer's shaded cells, dots and clues", () => {
    const board = readPzprv3Board("pzprv3\ntapa\n1\n4\n# 3,- + . \n");
    expect(board).toEqual({
      puzzle: { width: 4, height: 1, clues: [[], [3, UNKNOWN], [], []] },
      shaded: [1, 0, 0, 0],
    });
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?tapa/2/2/1X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?tapa/2/2/1234")).not.toThrow();
    expect(() => parsePuzzlink("https://puzz.link/p?tapa/2/2/12345")).toThrow("goes on after");
    expect(() => parsePuzzlink("https://puzz.link/p?tapa/2/2/e0")).toThrow("not a clue of 2 to 4 numbers");
    expect(() => readPzprv3Board("pzprv3\ntapa\n1\n2\n1 x \n")).toThrow(/'x'.*not a Tapa clue/);
    expect(() => readPzprv3Board("pzprv3\ntapa\n1\n2\n6,1 . \n")).toThrow(/'6,1'.*not a Tapa clue/);
    expect(() => jsonFormat.parse('{"width": 1, "height": 1, "clues": [[9]]}')).toThrow(ParseError);
  });
});

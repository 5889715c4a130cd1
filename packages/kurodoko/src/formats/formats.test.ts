import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { numberGridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { EMPTY, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board } from "./index.js";

/** Any grid up to 10x10 of numbers 0 to 79, hidden numbers and empty cells. */
const anyPuzzle = numberGridPuzzles<Puzzle>(79);

describe("kurodoko formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read a pzprv3 answer's shaded cells, dots and hidden numbers", () => {
    const board = readPzprv3Board("pzprv3\nkurodoko\n1\n4\n3 - . . \n+ + # . \n");
    expect(board).toEqual({
      puzzle: { width: 4, height: 1, cells: [3, UNKNOWN, EMPTY, EMPTY] },
      shaded: [0, 0, 1, 0],
    });
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?kurodoko/2/2/1X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?kurodoko/2/2/1234")).not.toThrow();
    expect(() => parsePuzzlink("https://puzz.link/p?kurodoko/2/2/12345")).toThrow("goes on after");
    expect(() => parsePuzzlink("https://puzz.link/p?kurodoko/1/1/-ff")).toThrow("past 95");
    expect(() => readPzprv3Board("pzprv3\nkurodoko\n1\n2\n1 x \n")).toThrow(/'x'.*not a number/);
  });
});

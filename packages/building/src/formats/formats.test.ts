import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_CLUE, type Puzzle, UNKNOWN_CLUE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat } from "./index.js";

/** Any grid up to 10x10 with any clues (none, `?`, 0 to 20) around it. */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "clues",
  cell: fc.oneof({ weight: 4, arbitrary: fc.constant(NO_CLUE) }, fc.constant(UNKNOWN_CLUE), {
    weight: 3,
    arbitrary: fc.integer({ min: 0, max: 20 }),
  }),
  length: (width, height) => 2 * (width + height),
  maxSide: 10,
});

describe("building formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read every name puzz.link gives the genre, and pzprjs's codes: numbers, runs, ? and -xx", () => {
    for (const name of ["building", "skyscrapers", "skyscraper"])
      expect(parsePuzzlink(`https://puzz.link/p?${name}/2/1/j1g`).clues).toEqual([-1, -1, -1, -1, 1, -1]);
    // 2 above column 1, a ? above column 2, 16 left of the row, nothing else.
    const p = parsePuzzlink("https://puzz.link/p?building/2/1/2.h-10g");
    expect(p.clues).toEqual([2, UNKNOWN_CLUE, -1, -1, 16, -1]);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?building/2/1/2.h-10g");
    expect(textFormat.serialize!(p)).toBe("+2?+\nG...\n+..+\n");
  });

  it("read a pzprv3 answer's heights, with the player's corner notes left out", () => {
    const board = readPzprv3Board("pzprv3\nbuilding\n1\n2\n. 2 . . \n. 1 .[1,,,] . \n. . . . \n");
    expect(board).toEqual({
      puzzle: { width: 2, height: 1, clues: [2, -1, -1, -1, -1, -1] },
      heights: [1, 0],
    });
  });

  it("take a framed grid for Skyscrapers only with + corners and an empty grid", () => {
    expect(textFormat.detect("+.1+\n...\n2..\n+..+\n")).toBe(false);
    expect(textFormat.detect("+.1+\n....\n2...\n+..+\n")).toBe(true);
    expect(textFormat.detect(".2.1\n1...\n....\n3.2.\n")).toBe(false);
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("+..+\n.1..\n+..+\n")).toThrow(
      "line 2, column 2: '1' is not '.' (a cell of the grid)",
    );
    expect(() => textFormat.parse("+..+\n...x\n+..+\n")).toThrow(/line 2, column 4: 'x' is not a clue/);
    expect(() => parsePuzzlink("https://puzz.link/p?building/2/2/2X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?building/2/1/-ffk")).toThrow("at most 20");
    expect(() => readPzprv3Board("pzprv3\nbuilding\n1\n1\n. x . \n. . . \n. . . \n")).toThrow(
      /'x'.*not a clue/,
    );
  });
});

import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

/** Any grid up to 10x10 with any givens (none, `?`, 1 to 35). */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "givens",
  cell: mostly(NO_GIVEN, 4, fc.constant(UNKNOWN_GIVEN), fc.integer({ min: 1, max: 35 })),
  maxSide: 10,
});

describe("fillomino formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read pzprjs's codes: numbers, runs, ? and -xx", () => {
    const p = parsePuzzlink("https://puzz.link/p?fillomino/2/2/g2.-10");
    expect(p.givens).toEqual([-1, 2, UNKNOWN_GIVEN, 16]);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?fillomino/2/2/g2.-10");
    expect(textFormat.serialize!(p)).toBe(".2\n?G\n");
  });

  it("read a pzprv3 answer's numbers and borders, with corner notes left out", () => {
    const board = readPzprv3Board("pzprv3\nfillomino\n1\n3\n1 - . \n. 2 2[1,,,] \n1 0 \n");
    expect(board.puzzle).toEqual({ width: 3, height: 1, givens: [1, UNKNOWN_GIVEN, -1] });
    expect(board.numbers).toEqual([0, 2, 2]);
    expect(board.borders.filter((b) => b === 1)).toHaveLength(1);
    expect(writePzprv3(board.puzzle, [1, 2, 2])).toBe("pzprv3\nfillomino\n1\n3\n1 - . \n. . 2 \n1 0 \n");
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("..\n.x\n")).toThrow("line 2, column 2: 'x' is not a given");
    expect(() => textFormat.parse("..\n...\n")).toThrow("row has 3 cells; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?fillomino/2/2/0")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nfillomino\n1\n2\nx . \n")).toThrow(ParseError);
  });
});

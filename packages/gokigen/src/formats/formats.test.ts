import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pointCluePuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, textFormat, writePzprv3 } from "./index.js";

/** Any grid up to 10x10 with any clues (none, hidden, 0 to 4) on its points. */
const anyPuzzle = pointCluePuzzles<Puzzle>({ maxSide: 10, noneWeight: 4 });

describe("gokigen formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats,
    pzprFileOfUrl,
    // Lines of digits and dots are detected by a .gokigen or .slant file name only.
    undetected: [textFormat],
  });

  it("read a pzprv3 answer's diagonals: 1 a \\, 2 a /", () => {
    const board = readPzprv3Board("pzprv3\ngokigen\n1\n2\n. . 1 \n. . . \n1 2 \n");
    expect(board).toEqual({
      puzzle: { width: 2, height: 1, clues: [-1, -1, 1, -1, -1, -1] },
      diagonals: [-1, 1],
    });
    expect(writePzprv3(board.puzzle, [0, 1])).toBe("pzprv3\ngokigen\n1\n2\n. . 1 \n. . . \n1 2 \n");
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("0.\n.5\n")).toThrow(/line 2, column 2: '5' is not a clue/);
    expect(() => textFormat.parse("0.\n...\n")).toThrow("line 2: line has 3 points; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?gokigen/d/2/2/0")).toThrow(/old layout/);
    expect(() => parsePuzzlink("https://puzz.link/p?gokigen/2/2/X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\ngokigen\n1\n1\n. x \n. . \n")).toThrow(/'x' is not a clue/);
  });
});

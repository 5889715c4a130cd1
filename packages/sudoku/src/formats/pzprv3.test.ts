import { expectAnswerFilesJudged } from "@gridsmith/kit/testing/contract";
import { checkFormatRoundTripDetected } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../generate.js";
import { sudoku } from "../index.js";
import type { Sudoku } from "../puzzle.js";
import { formats } from "./index.js";
import { PUZZLINK_SIZES, parsePuzzlink, puzzlinkText } from "./puzzlink.js";
import { pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";

// pzprjs's test puzzle and public links found in other projects' examples and benchmarks.
const LINKS = [
  "https://puzz.link/p?sudoku/4/4/g1k23k3g",
  "https://puzz.link/p?sudoku/9/9/k13m27h476h39h825zg841h29h538h18m96k",
  "https://puzz.link/p?sudoku/9/9/l768g3g2g7o4h1j2h43h4g5h92h6j7h5o5g9g1g824l",
  "https://puzz.link/p?sudoku/6/6/g3h2g5j6h1l4h6j3g5g6h",
];
const generated = [4, 6, 9].map((size, seed) => generate({ size, difficulty: "easy" }, seed));
const puzzles = [...LINKS.map(parsePuzzlink), ...generated];

describe("pzprv3 format", () => {
  it("writes what puzz.link makes of the puzzle's link", () => {
    for (const p of puzzles) expect(writePzprv3(p)).toBe(pzprFileOfUrl(puzzlinkText(p)));
  });

  it("writes each answer so that puzz.link's checker calls it complete, and reads it back", () => {
    expectAnswerFilesJudged(sudoku, { writePzprv3, judgePzprv3 }, puzzles, (file, p, solution) => {
      const board = readPzprv3Board(file);
      expect(board.puzzle).toEqual(p);
      expect(board.answer.cells.map((d, i) => d || p.cells[i])).toEqual(solution.cells);
      expect(judgePzprv3(writePzprv3(p)).complete).toBe(false);
    });
  });

  it("reads pzprjs's marks and pencil marks in the answer as no digit, and says where a cell is wrong", () => {
    const board = readPzprv3Board(
      "pzprv3\nsudoku\n4\n1 . . . \n. . . . \n. . . . \n. . . 4 \n. 2 + .[1,3] \n. . . . \n. . . . \n. . . . \n",
    );
    expect(board.puzzle.cells.filter((d) => d > 0)).toEqual([1, 4]);
    expect(board.answer.cells.slice(0, 4)).toEqual([0, 2, 0, 0]);
    expect(() => readPzprv3Board("pzprv3\nsudoku\n4\n1 . . . \n. 5 . . \n. . . . \n. . . . \n")).toThrow(
      /line 5.*'5' at row 2, column 2 of the givens is not a digit 1-4/,
    );
    expect(() => readPzprv3Board("pzprv3\nsudoku\n5\n")).toThrow(/no 5x5 sudoku/);
    expect(() => writePzprv3({ size: 12, cells: new Array(144).fill(0) })).toThrow(/no 12x12 sudoku/);
  });

  it("reads back every puzzle it writes, and is detected before the other formats", () => {
    const puzzle = fc
      .constantFrom(...PUZZLINK_SIZES.filter((n) => n < 25))
      .chain((size) =>
        fc
          .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
          .map((cells): Sudoku => ({ size, cells })),
      );
    checkFormatRoundTripDetected(pzprv3Format, puzzle, {
      notDetectedBy: formats.filter((f) => f !== pzprv3Format),
    });
  });
});

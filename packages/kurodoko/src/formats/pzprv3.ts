import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_NUMBER, MAX_SIDE, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  shaded: Solution;
}

/**
 * Reads puzz.link's Kurodoko file (pzprjs's layout): the numbers (`.` none, `-` hidden, else the number),
 * then the answer's section when present: `#` shaded, `+` a dot (marked unshaded, not data), `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const cells = pzl.readNumberSection(file, height, width, MAX_NUMBER);
  return { puzzle: { width, height, cells }, shaded: pzl.readShadeSection(file, height, width) };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.numberSection(width, height, puzzle.cells),
    pzl.shadeSection(width, height, solution),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  GENRES,
  (text) => readPzprv3Board(text).puzzle,
  (puzzle) => writePzprv3(puzzle),
  writePzprv3,
);

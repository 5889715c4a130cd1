import type { Format } from "@gridsmith/kit";
import type { ShadingBoard } from "@gridsmith/kit/puzzlink";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_NUMBER, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Hitori file (pzprjs's hitori layout): a section of numbers (`.` none, `-` hidden, else
 * the number), then the answer's section when present: `#` shaded, `+` a dot (marked unshaded, not data),
 * `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const cells = pzl.readNumberSection(file, height, width, MAX_NUMBER);
  const shaded = pzl.readShadeSection(file, height, width);
  return { puzzle: { width, height, cells }, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const numbers = pzl.numberSection(width, height, puzzle.cells);
  const answer = pzl.shadeSection(width, height, solution);
  return pzl.writePzprv3(GENRES[0], height, width, [numbers, answer]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Sudoku, type SudokuSolution } from "../puzzle.js";
import { PUZZLINK_SIZES } from "./puzzlink.js";

// pzprjs writes a sudoku's size once: the side of the square.
const SQUARE = { square: true } as const;

/** A pzprv3 file's board: the puzzle, and the digits the file's answer has (0 where none). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Sudoku, SudokuSolution, "answer">;

function sizeError(size: number): string {
  return `puzz.link has no ${size}x${size} sudoku; it draws ${PUZZLINK_SIZES.join(", ")}`;
}

/**
 * Reads puzz.link's sudoku file (pzprjs's sudoku layout, learnt from its FileIO, MIT; written afresh): the
 * side, then the givens (a digit, or `.`), then the answer (a digit, or `.` with pencil marks in `[...]`
 * after it, or one of the marks `+ - = %`, neither of which is data).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, limits.maxSide, SQUARE);
  const size = file.rows;
  if (!(PUZZLINK_SIZES as readonly number[]).includes(size)) throw new ParseError(sizeError(size), 3, 1);
  const digit = (t: string) => (/^\d{1,2}$/.test(t) && +t >= 1 && +t <= size ? +t : null);
  const expected = `a digit 1-${size} or '.'`;
  const cells = file.cells("givens", (t) => (t === "." ? 0 : digit(t)), expected);
  // pzprjs always writes the answer; a file written by hand may leave it out.
  const answer = file.atEnd()
    ? cells.map(() => 0)
    : file.cells("answer", (t) => (/^[.+\-=%]/.test(t) ? 0 : digit(t)), expected);
  return { puzzle: { size, cells }, answer: { cells: answer } };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s digits in place when given: what puzz.link opens. Throws for
 * a 12x12 grid, which puzz.link cannot draw.
 */
export function writePzprv3(puzzle: Sudoku, solution?: SudokuSolution): string {
  const n = puzzle.size;
  if (!(PUZZLINK_SIZES as readonly number[]).includes(n)) throw new Error(sizeError(n));
  const rows = (tokens: string[]) => Array.from({ length: n }, (_, r) => tokens.slice(r * n, (r + 1) * n));
  const givens = puzzle.cells.map((d) => (d === 0 ? "." : String(d)));
  // The answer section holds the digits the player wrote: none where a given stands.
  const answer = puzzle.cells.map((d, i) => (d === 0 && solution ? String(solution.cells[i]) : "."));
  return pzl.writePzprv3(GENRES[0]!, n, n, [rows(givens), rows(answer)], SQUARE);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, or the
 * puzzle with a solution's digits in place.
 */
export const pzprv3Format: Format<Sudoku, SudokuSolution> = pzl.pzprv3Format(
  GENRES,
  readPzprv3Board,
  writePzprv3,
);

import type { Nonogram } from "@gridsmith/catalog";
import { BACKGROUND, isColourPuzzle } from "./colour.ts";

// What the board reads of a nonogram's attempt; painting, struck-out clues, mistakes and completeness are
// the package's play model.

/** The package's puzzle: the clue of every row and column; a colour puzzle has its palette and block colours. */
export type NonogramPuzzle = Nonogram;

/**
 * A player's attempt (the package's `play`): one string per row, `#` filled, `x` crossed out, `?` not
 * decided; in a colour puzzle each cell holds its colour's code, `.` when crossed out, or `?`.
 */
export type NonogramAttempt = string[];

/** A cell: `#`, `x` or `?` in black and white; a colour code, `.` or `?` in colour. */
export type CellState = string;

/** What crossing a cell out writes: `x` in black and white, the background's `.` in colour. */
export const crossOf = (p: NonogramPuzzle): CellState => (isColourPuzzle(p) ? BACKGROUND : "x");

export const width = (p: NonogramPuzzle) => p.columns.length;
export const height = (p: NonogramPuzzle) => p.rows.length;

export function stateAt(a: NonogramAttempt, row: number, col: number): CellState {
  return a[row]?.[col] ?? "?";
}

/** The `shade` of a play move that writes a cell state: 1 filled (or a colour's index), -1 crossed, 0 none. */
export function shadeOf(p: NonogramPuzzle, state: CellState): number {
  if (state === "?") return 0;
  if (state === crossOf(p)) return -1;
  return isColourPuzzle(p) ? p.palette.findIndex((c) => c.code === state) : state === "#" ? 1 : 0;
}

/** The runs of filled cells of a line of states. */
export function runsOf(line: readonly CellState[] | string): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const ch of line) {
    if (ch === "#") run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

/** The clues of a picture (rows of `#` and anything else), for the editor. */
export function cluesOf(picture: readonly string[], w: number): NonogramPuzzle {
  const rows = picture.map((r) => runsOf(r));
  const columns = Array.from({ length: w }, (_, c) => runsOf(picture.map((r) => r[c] ?? "?")));
  return { rows, columns };
}

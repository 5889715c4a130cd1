import type { Limits } from "@gridsmith/kit";

/** A Tentaisho puzzle: an n x n grid, row by row; 0 is an empty cell, 1..n a given. */
export interface Puzzle {
  size: number;
  cells: number[];
}

/** A filled grid, row by row. */
export type Solution = number[];

/** Generator parameters. */
export interface Params {
  size: number;
}

/** The largest side, in cells. */
export const MAX_SIZE = 9;

/**
 * The sizes this type accepts, on every way in (each format's `parse`, `fromJson`, `validate`, `generate`),
 * checked before anything is sized by what the input claims. Set them from what the real puzzle needs: the
 * largest grid the formats and the solver take, and a text limit generous for that grid in the most verbose
 * format (never over 1 MiB). `notes` says the type's other bounds in a sentence.
 */
export const limits: Limits = {
  maxSide: MAX_SIZE,
  maxCells: MAX_SIZE * MAX_SIZE,
  // The largest grid is 9 lines of 9 characters; blank lines around it are allowed, within reason.
  maxTextLength: 4096,
  notes: `givens from 1 to the grid's size; the generator makes 1x1 to ${MAX_SIZE}x${MAX_SIZE}`,
};

/**
 * A black-and-white nonogram: the clue of every row (top to bottom) and column (left to right). A clue lists
 * the lengths of the runs of filled cells in order; an empty line has the clue `[]`.
 */
export interface Nonogram {
  rows: number[][];
  columns: number[][];
  title?: string;
  author?: string;
  copyright?: string;
  /** SPDX id or free text, kept so a copy carries its licence. */
  license?: string;
  /** Where the puzzle comes from (mikix `catalogue`, webpbn id). */
  catalogue?: string;
  /** The intended picture when the source gives one: rows of `#` (filled) and `.` (empty). */
  goal?: string[];
}

/** A solved picture: one string per row, `#` filled and `.` empty. */
export type NonogramSolution = string[];

/**
 * A player's attempt: one string per row, `#` filled, `.` (or `x`) marked empty, anything else (`?`, space)
 * not decided yet. Missing rows count as undecided.
 */
export type NonogramAttempt = (string | undefined)[];

/** Parameters of {@link generateNonogram}. */
export interface NonogramParams {
  width: number;
  height: number;
  /** Share of filled cells in the random picture, 0 < density < 1; default 0.5. */
  density?: number;
}

/** Cell states in the solver's typed arrays. */
export const UNKNOWN = 0;
export const FILLED = 1;
export const EMPTY = 2;

import type { Step } from "@gridsmith/kit";

/**
 * One colour of a colour nonogram's palette. Entry 0 of a palette is the background (code `.`).
 */
export interface NonogramColour {
  /** For people and for webpbn XML: `red`, `dark blue`. */
  name: string;
  /** `#rrggbb`, lower case. */
  rgb: string;
  /**
   * One character that stands for the colour in solutions, attempts, goals and colour clues: `.` for the
   * background; webpbn's `char` where the file gives one. A letter or one of `#$%&*+-/:;=@^_~!`.
   */
  code: string;
}

/**
 * A nonogram: the clue of every row (top to bottom) and column (left to right). A clue lists the lengths of
 * the runs of filled cells in order; an empty line has the clue `[]`.
 *
 * A colour nonogram also has a `palette` of more than one colour besides the background, and gives the
 * colour of every block in `rowColours` and `columnColours` (palette indices, at least 1), parallel to `rows`
 * and `columns`: block j of row i is `rows[i][j]` cells of colour `palette[rowColours[i][j]]`. Two blocks of
 * the same colour need a gap between them; blocks of different colours may touch. A puzzle without a
 * palette, or whose palette has at most one colour besides the background, is black and white, and the
 * colour fields are ignored.
 */
export interface Nonogram {
  rows: number[][];
  columns: number[][];
  /** Colour puzzles: entry 0 is the background, then the block colours (at most 31). */
  palette?: NonogramColour[];
  /** Colour puzzles: the palette index of each block of each row, parallel to `rows`. */
  rowColours?: number[][];
  /** Colour puzzles: the palette index of each block of each column, parallel to `columns`. */
  columnColours?: number[][];
  title?: string;
  author?: string;
  copyright?: string;
  /** SPDX id or free text, kept so a copy carries its licence. */
  license?: string;
  /** Where the puzzle comes from (mikix `catalogue`, webpbn id). */
  catalogue?: string;
  /**
   * The intended picture when the source gives one: rows of `#` (filled) and `.` (empty); in a colour
   * puzzle, rows of colour codes.
   */
  goal?: string[];
}

/** A solved picture: one string per row, `#` filled and `.` empty; in a colour puzzle, each cell's colour code. */
export type NonogramSolution = string[];

/**
 * A player's attempt: one string per row, `#` filled, `.` (or `x`) marked empty, anything else (`?`, space)
 * not decided yet. Missing rows count as undecided. In a colour puzzle a cell holds a colour code, `.` (or
 * `x`, unless `x` is a colour's code) for the background, anything else undecided.
 */
export type NonogramAttempt = (string | undefined)[];

/** Parameters of {@link generateNonogram}. */
export interface NonogramParams {
  width: number;
  height: number;
  /** Share of filled cells in the random picture, 0 < density < 1; default 0.5. */
  density?: number;
  /** Colours besides the background, 2 to 12, for a colour puzzle; absent or 1: black and white. */
  colours?: number;
}

/** One painted cell of a step. */
export interface PaintDeduction {
  row: number;
  col: number;
  filled: boolean;
  /** Colour puzzles: the cell's colour code (`.` for the background). */
  colour?: string;
}

/** A step of a nonogram's logical solution: what a hint returns and an explanation lists. */
export type NonogramStep = Step<PaintDeduction>;

/** Cell states in the solver's typed arrays. */
export const UNKNOWN = 0;
export const FILLED = 1;
export const EMPTY = 2;

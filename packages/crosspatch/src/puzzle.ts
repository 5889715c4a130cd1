/** The character of an empty cell in a framework row. */
export const EMPTY = "#";
/** The character of a position with no cell. */
export const NO_CELL = " ";

/**
 * A crosspatch (fill-in, Kriss Kross) puzzle: a framework and the words that go in it.
 *
 * `grid` holds one string per framework row: `#` is an empty cell, a space is no cell, any other character
 * is a given letter (already uppercased). Rows may differ in length; trailing spaces carry no meaning.
 * `words` is the word list in the order it was given, uppercased; a word listed twice is used twice.
 */
export interface CrosspatchPuzzle {
  grid: string[];
  words: string[];
}

/** One word of a solution, in the slot it fills. */
export interface Placement {
  /** Slot index in kkck's order: across slots row by row, then down slots column by column. */
  slot: number;
  /** kkck's slot name, e.g. `H5(0,0)` (across, 5 cells, starting at row 0, column 0). */
  name: string;
  row: number;
  col: number;
  direction: "across" | "down";
  word: string;
}

/**
 * A filled grid: `rows` are the framework rows with every cell holding its letter (a space where there is no
 * cell), and `placements` says which word went in which slot.
 */
export interface CrosspatchSolution {
  rows: string[];
  placements: Placement[];
}

/** Parameters of {@link crosspatch}'s generator. */
export type CrosspatchParams = SparseParams | DenseParams;

/** A Kriss Kross layout of theme words: as many of them as fit, crossing one another. */
export interface SparseParams {
  kind: "sparse";
  /** The theme words (2 letters or more); the layout uses as many as it can place. */
  words: string[];
  /** Largest width and height of the layout; default 21. */
  maxSize?: number;
}

/** A dense crossword-style grid filled from a dictionary, published as a fill-in puzzle. */
export interface DenseParams {
  kind: "dense";
  rows: number;
  cols: number;
  /** The dictionary to fill from; default: the bundled English list, once loaded. */
  words?: readonly string[];
  /** Longest slot of the pattern; default 7. */
  maxLength?: number;
}

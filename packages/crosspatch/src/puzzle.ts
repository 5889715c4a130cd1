import type { Limits } from "@gridsmith/kit";

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

/**
 * The largest framework side, in cells: the bench's largest sparse layouts (600 theme words, laid out within
 * 25 + 600 / 8 = 100 cells a side) with room to spare.
 */
export const MAX_SIDE = 128;

/** The most words a puzzle lists: every slot has one, and a 600-word layout has about 600 slots. */
export const MAX_WORDS = 4096;

/** The most theme words a sparse layout is made from (the bench's largest set is 600). */
export const MAX_THEME_WORDS = 1000;

/** The most words of a dictionary a dense grid is filled from (the bundled English list has about 61,000). */
export const MAX_DICTIONARY_WORDS = 500_000;

/** A dense grid's smallest side, and so its shortest slot. */
export const DENSE_MIN_SIDE = 3;
/**
 * A dense grid's largest side, and so its longest slot: a 21x21 takes up to about 5 CPU-s (seeds 1-10), a
 * 22x22 up to 13, a 24x24 17 and more (its block patterns almost never come out), past what a request may take.
 */
export const DENSE_MAX_SIDE = 21;

/**
 * The sizes crosspatch accepts, on every way in (each format's `parse`, `fromJson`, `validate`, `generate`):
 * frameworks of at most {@link MAX_SIDE} rows of at most {@link MAX_SIDE} cells, at most {@link MAX_WORDS}
 * words of at most {@link MAX_SIDE} letters, texts up to 1 MiB (an ipuz document of the largest framework,
 * one cell to a line and every cell a given letter, is 740,075 characters).
 */
export const limits: Limits = {
  maxSide: MAX_SIDE,
  maxCells: MAX_SIDE * MAX_SIDE,
  maxTextLength: 1_048_576,
  notes:
    `at most ${MAX_WORDS} words, each of at most ${MAX_SIDE} letters; the generator: sparse layouts of at most ` +
    `${MAX_THEME_WORDS} theme words within ${MAX_SIDE} cells a side, dense grids of ${DENSE_MIN_SIDE}x${DENSE_MIN_SIDE} ` +
    `to ${DENSE_MAX_SIDE}x${DENSE_MAX_SIDE} from a dictionary of at most ${MAX_DICTIONARY_WORDS} words`,
};

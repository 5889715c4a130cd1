import type { Limits } from "./types.js";

/** What {@link gridLimits} takes besides the side: the genre's text bound and notes. */
export interface GridLimitsOptions {
  /**
   * Longest puzzle text the formats read, in characters; default: 64 characters a cell of the largest grid, and
   * at least {@link DEFAULT_MAX_TEXT_LENGTH} (256 KiB for a side of 64). A genre names one only to be tighter.
   */
  maxTextLength?: number;
  /** The type's other bounds, in a sentence for people; absent when none. */
  notes?: string;
}

/**
 * The smallest text bound {@link gridLimits} gives (64 KiB): what a grid of up to 32 x 32 cells gets, with room to
 * spare for a pzprv3 file of a few sections of tokens of up to four characters.
 */
export const DEFAULT_MAX_TEXT_LENGTH = 64 * 1024;

/**
 * The characters a cell of the largest grid may take in a genre's text, for the default text bound. The widest
 * text of a grid genre is its pzprv3 file with the answer: a few sections of a token a cell (givens, rooms or
 * borders, the answer, lines), each token a number of up to four digits (4096 cells) and a space, so under 32 a
 * cell; the header is a few lines more. 64 leaves room for wider JSON and for what a player adds to a file.
 */
const TEXT_PER_CELL = 64;

/**
 * The limits of a grid genre whose grid is at most `maxSide` cells a side in each direction (its `MAX_SIDE`),
 * so at most `maxSide` squared cells: what every puzz.link grid genre package says of its sizes. The text bound
 * grows with the grid unless the genre names one.
 */
export function gridLimits(maxSide: number, options: GridLimitsOptions = {}): Limits {
  const maxCells = maxSide * maxSide;
  const { maxTextLength = Math.max(DEFAULT_MAX_TEXT_LENGTH, TEXT_PER_CELL * maxCells), notes } = options;
  return { maxSide, maxCells, maxTextLength, ...(notes === undefined ? {} : { notes }) };
}

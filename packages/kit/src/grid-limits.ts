import type { Limits } from "./types.js";

/** What {@link gridLimits} takes besides the side: the genre's text bound and notes. */
export interface GridLimitsOptions {
  /**
   * Longest puzzle text the formats read, in characters (the pzprv3 file of the largest grid, with its answer);
   * default {@link DEFAULT_MAX_TEXT_LENGTH}, which holds a few sections of a 40 x 40 grid.
   */
  maxTextLength?: number;
  /** The type's other bounds, in a sentence for people; absent when none. */
  notes?: string;
}

/**
 * The text bound most grid genres take (64 KiB): a pzprv3 file of two or three sections of 40 x 40 tokens of up to
 * four characters, or of more sections of a smaller grid, fits with room to spare.
 */
export const DEFAULT_MAX_TEXT_LENGTH = 64 * 1024;

/**
 * The limits of a grid genre whose grid is at most `maxSide` cells a side in each direction (its `MAX_SIDE`),
 * so at most `maxSide` squared cells: what every puzz.link grid genre package says of its sizes.
 */
export function gridLimits(maxSide: number, options: GridLimitsOptions = {}): Limits {
  const { maxTextLength = DEFAULT_MAX_TEXT_LENGTH, notes } = options;
  return { maxSide, maxCells: maxSide * maxSide, maxTextLength, ...(notes === undefined ? {} : { notes }) };
}

import type { Limits } from "./types.js";

/** What {@link gridLimits} takes: the genre's bounds but its cell count. */
export interface GridLimitsOptions {
  /** Largest width or height of the grid, in cells. */
  maxSide: number;
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
 * The limits of a grid genre whose grid is at most `maxSide` cells a side in each direction, so at most
 * `maxSide` squared cells: what every puzz.link grid genre package says of its sizes.
 */
export function gridLimits(options: GridLimitsOptions): Limits {
  const { maxSide, maxTextLength = DEFAULT_MAX_TEXT_LENGTH, notes } = options;
  return { maxSide, maxCells: maxSide * maxSide, maxTextLength, ...(notes === undefined ? {} : { notes }) };
}

import type { Limits } from "./types.js";

/** What {@link gridLimits} takes: the genre's bounds but its cell count. */
export interface GridLimitsOptions {
  /** Largest width or height of the grid, in cells. */
  maxSide: number;
  /** Longest puzzle text the formats read, in characters (the pzprv3 file of the largest grid, with its answer). */
  maxTextLength: number;
  /** The type's other bounds, in a sentence for people; absent when none. */
  notes?: string;
}

/**
 * The limits of a grid genre whose grid is at most `maxSide` cells a side in each direction, so at most
 * `maxSide` squared cells: what every puzz.link grid genre package says of its sizes.
 */
export function gridLimits(options: GridLimitsOptions): Limits {
  const { maxSide, maxTextLength, notes } = options;
  return { maxSide, maxCells: maxSide * maxSide, maxTextLength, ...(notes === undefined ? {} : { notes }) };
}

import type { Geometry } from "../geometry.js";

/**
 * The fewest slots from which `solve` searches with learning when its options do not say. Measured (the
 * README's "Search"): below about 350 slots the plain search fills sparse grids with no given letter in
 * well under a second, usually faster than learning; at 350 each search has seeds the other beats; from
 * about 400 the plain search's runs grow heavy tails (tens of thousands of nodes, past a minute) that the
 * learning search mostly does not have, with or without a few dozen given letters.
 */
export const LEARNING_MIN_SLOTS = 375;

/**
 * Whether `solve` searches with learning when `options.learning` is undefined: for a framework of at least
 * {@link LEARNING_MIN_SLOTS} slots. Only the size decides: below it the plain search is as fast or faster
 * whatever the grid (small fills, dense crosswords, published puzzles that propagation alone solves); above
 * it learning was as fast or faster on every kind measured, sparse or dense, with given letters or none.
 */
export function learningPays(geometry: Geometry): boolean {
  return geometry.slots.length >= LEARNING_MIN_SLOTS;
}

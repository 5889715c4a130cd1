/**
 * The answer of a genre that writes numbers in some cells and leaves the others empty (Nanro, and Ripple
 * Effect's `?` cells): per cell, row by row, its number, 0 where it holds none (and in an unfilled cell of a
 * partial answer).
 */
export type CellNumbers = number[];

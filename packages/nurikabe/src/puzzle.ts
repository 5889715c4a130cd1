/** A Nurikabe puzzle: an n x n grid, row by row; 0 is an empty cell, 1..n a given. */
export interface Puzzle {
  size: number;
  cells: number[];
}

/** A filled grid, row by row. */
export type Solution = number[];

/** Generator parameters. */
export interface Params {
  size: number;
}

export const MAX_SIZE = 9;

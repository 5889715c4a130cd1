// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Per grid point, row by row: -1 none, -2 hidden, else how many diagonals end there. */
  clues: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

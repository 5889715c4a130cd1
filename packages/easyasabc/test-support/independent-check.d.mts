// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  letters: number;
  /** Above, below, left and right of the grid: -1 none, -2 a `?`, else the letter seen first (1 for A). */
  clues: number[];
  givens: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

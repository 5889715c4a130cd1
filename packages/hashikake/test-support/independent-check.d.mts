// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: each cell's number, -1 water, -2 an island without a number. */
  numbers: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: -1 no clue, -2 a clue without its number, else the clue's number. */
  numbers: number[];
  /** Row by row: 0 no arrow, 1 up, 2 down, 3 left, 4 right. */
  arrows: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

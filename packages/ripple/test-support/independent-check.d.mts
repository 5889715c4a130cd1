// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Each cell's room, row by row. */
  rooms: number[];
  /** Each cell's given: -1 none, -2 a `?`, else the number. */
  givens: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: -1 no number, -2 a number not given, else the number. */
  clues: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

// Types of independent-check.mjs, for the TypeScript tests and the bench (tooling/bench).
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: -1 no number, 0 "?", n an island of n cells. */
  clues: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

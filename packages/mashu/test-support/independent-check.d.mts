// Types of independent-check.mjs, for the TypeScript tests.
export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: 0 no pearl, 1 white, 2 black. */
  pearls: number[];
}
export function check(puzzle: CheckedPuzzle, solution: unknown): string[];
export const sample: { puzzle: CheckedPuzzle; right: number[]; wrong: number[] };

// Types of independent-check.mjs, for the package's TypeScript tests.
export interface CheckedPuzzle {
  rows: number[][];
  columns: number[][];
  palette?: { code: string }[];
  rowColours?: number[][];
  columnColours?: number[][];
}
export function check(puzzle: CheckedPuzzle, solution: string[]): string[];
export const sample: { puzzle: CheckedPuzzle; right: string[]; wrong: string[] };

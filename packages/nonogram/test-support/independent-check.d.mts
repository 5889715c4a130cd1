// Types of independent-check.mjs, for the package's TypeScript tests.
import type { IndependentCheck } from "@gridsmith/kit/testing";

export interface CheckedPuzzle {
  rows: number[][];
  columns: number[][];
  palette?: { code: string }[];
  rowColours?: number[][];
  columnColours?: number[][];
}
export const check: IndependentCheck<CheckedPuzzle, string[], string[]>["check"];
export const sample: IndependentCheck<CheckedPuzzle, string[], string[]>["sample"];

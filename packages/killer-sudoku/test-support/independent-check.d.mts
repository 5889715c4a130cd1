// Types of independent-check.mjs, for the TypeScript tests and the bench (tooling/bench).
import type { IndependentCheck } from "@gridsmith/kit/testing";

export interface CheckedPuzzle {
  size: number;
  cages: { sum: number; cells: number[] }[];
  givens: number[];
}
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { IndependentCheck } from "@gridsmith/kit/testing";

export interface CheckedPuzzle {
  width: number;
  height: number;
  /** Row by row: -1 white, -2 black, 0-4 a numbered black cell. */
  cells: number[];
}
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

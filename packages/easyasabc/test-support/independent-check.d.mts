// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/**
 * `clues`: above, below, left and right of the grid: -1 none, -2 a `?`, else the letter seen first (1 for A).
 */
export type CheckedPuzzle = CheckedGrid<"clues" | "givens", { letters: number }>;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

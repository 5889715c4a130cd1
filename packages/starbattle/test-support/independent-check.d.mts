// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/**
 * `regions`: A region id per cell, row by row.
 */
export type CheckedPuzzle = CheckedGrid<"regions", { stars: number }>;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

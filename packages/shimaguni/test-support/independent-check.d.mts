// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/**
 * `rooms`: row by row: each cell's room number.
 * `numbers`: row by row: each cell's number, -1 none, -2 hidden.
 */
export type CheckedPuzzle = CheckedGrid<"rooms" | "numbers">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/**
 * `rooms`: each cell's room, row by row.
 * `givens`: each cell's given: -1 none, -2 a `?`, else the number.
 */
export type CheckedPuzzle = CheckedGrid<"rooms" | "givens">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

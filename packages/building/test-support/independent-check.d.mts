// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `clues`: above, below, left and right of the grid: -1 none, -2 a `?`, else the buildings seen. */
export type CheckedPuzzle = CheckedGrid<"clues">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

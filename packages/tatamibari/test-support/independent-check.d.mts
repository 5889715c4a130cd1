// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `clues`: row by row: -1 nothing, -2 `?`, 1 `+`, 2 `|`, 3 `-`. */
export type CheckedPuzzle = CheckedGrid<"clues">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

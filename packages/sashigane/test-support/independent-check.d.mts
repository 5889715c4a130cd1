// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `clues`: row by row: -1 nothing, -2 `?`, -3 a circle, -4 to -7 an arrow, 0 or more a circled number. */
export type CheckedPuzzle = CheckedGrid<"clues">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `clues`: per grid point, row by row: -1 none, -2 hidden, else how many diagonals end there. */
export type CheckedPuzzle = CheckedGrid<"clues">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

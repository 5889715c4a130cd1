// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `clues`: grid points row by row, (width + 1) x (height + 1): a clue 0-4, -1 none, -2 hidden. */
export type CheckedPuzzle = CheckedGrid<"clues">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/**
 * `numbers`: row by row: -1 no clue, -2 a clue without its number, else the clue's number.
 * `arrows`: row by row: 0 no arrow, 1 up, 2 down, 3 left, 4 right.
 */
export type CheckedPuzzle = CheckedGrid<"numbers" | "arrows">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `cells`: row by row: each cell's number, -1 none, -2 hidden. */
export type CheckedPuzzle = CheckedGrid<"cells">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

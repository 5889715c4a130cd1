// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `circles`: row by row: 0 no circle, 1 a white one, 2 a black one. */
export type CheckedPuzzle = CheckedGrid<"circles">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `cells`: row by row: -1 white, -2 black, 0-4 a numbered black cell. */
export type CheckedPuzzle = CheckedGrid<"cells">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

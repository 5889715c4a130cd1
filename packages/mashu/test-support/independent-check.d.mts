// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `pearls`: row by row: 0 no pearl, 1 white, 2 black. */
export type CheckedPuzzle = CheckedGrid<"pearls">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

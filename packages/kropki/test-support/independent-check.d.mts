// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `dots`: each pair of neighbouring cells, right neighbours row by row then the ones below: 0 none, 1 white, 2 black. */
export type CheckedPuzzle = CheckedGrid<"dots">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

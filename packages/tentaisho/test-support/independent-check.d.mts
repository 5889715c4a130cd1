// Types of independent-check.mjs, for the TypeScript tests.
import type { CheckedGrid, IndependentCheck } from "@gridsmith/kit/testing";

/** `stars`: per place of the half-cell lattice inside the outline, row by row: 0 none, 1 white, 2 black. */
export type CheckedPuzzle = CheckedGrid<"stars">;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests and the bench (tooling/bench).
import type { CluedGrid, IndependentCheck } from "@gridsmith/kit/testing";

export type CheckedPuzzle = CluedGrid;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

// Types of independent-check.mjs, for the TypeScript tests and the bench (tooling/bench).
import type { CluedGrid, IndependentCheck } from "@gridsmith/kit/testing";

// Clues row by row: -1 no number, 0 "?", n an island of n cells.
export type CheckedPuzzle = CluedGrid;
export const check: IndependentCheck<CheckedPuzzle>["check"];
export const sample: IndependentCheck<CheckedPuzzle>["sample"];

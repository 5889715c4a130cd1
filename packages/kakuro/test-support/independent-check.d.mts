// Types of independent-check.mjs, for the TypeScript tests.
import type { Puzzle } from "../src/puzzle.js";

export function check(puzzle: Puzzle, solution: readonly number[]): string[];
export const sample: { puzzle: Puzzle; right: number[]; wrong: number[] };

import type { SolveOptions, SolveResult } from "./types.js";

/**
 * A generator's test that a puzzle has exactly one solution: `solve` for two solutions, capped at `nodeLimit`
 * search nodes (not time, so that the same seed gives the same puzzle on any machine). A search cut short
 * does not count as unique.
 */
export function uniqueWithin<Puzzle>(
  solve: (puzzle: Puzzle, options: SolveOptions) => SolveResult<unknown>,
  nodeLimit: number,
): (puzzle: Puzzle) => boolean {
  return (puzzle) => solve(puzzle, { limit: 2, nodeLimit }).status === "unique";
}

import type { Problem } from "./types.js";

/**
 * A genre's `solutionProblems` made from its `check` and its rules over a whole answer: the answer is first
 * checked as an attempt; when that finds a `bad-shape` or `bad-attempt` problem (the puzzle or the answer is
 * of the wrong shape) it answers `check`'s problems alone, else `check`'s followed by `wholeProblems`', which
 * is asked only about a puzzle and an answer of the right shape (what an attempt may leave undone, a whole
 * answer must not: an empty cell, a broken loop).
 */
export function checkedSolutionProblems<Puzzle>(
  check: (puzzle: Puzzle, solution: readonly number[]) => Problem[],
  wholeProblems: (puzzle: Puzzle, solution: readonly number[]) => Problem[],
): (puzzle: Puzzle, solution: readonly number[]) => Problem[] {
  return (puzzle, solution) => {
    const problems = check(puzzle, solution);
    if (problems.some((p) => p.code === "bad-shape" || p.code === "bad-attempt")) return problems;
    return [...problems, ...wholeProblems(puzzle, solution)];
  };
}

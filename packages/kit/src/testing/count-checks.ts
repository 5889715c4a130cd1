// One assertion the genres' own tests make of a small puzzle's every answer: the solver counts them exactly,
// with its learning search and without, and (where judges are given) each one it gives is right.
import { expect } from "vitest";
import type { SolveOptions, SolveResult } from "../types.js";
import { type AnswerJudges, expectJudgedRight } from "./judged-checks.js";

/**
 * Solves `puzzle` with no limit, with the learning search and with the plain one, asserts that each finds
 * exactly `count` solutions and says its count is complete (the status `none`, `unique` or `multiple` it
 * makes), that both give the same solutions, and that each is right by `judges` when given
 * ({@link expectJudgedRight}); returns the learning search's result.
 */
export function expectExactCount<Puzzle, Solution>(
  type: { solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> },
  puzzle: Puzzle,
  count: number,
  judges?: AnswerJudges<Puzzle, Solution>,
): SolveResult<Solution> {
  const status = count === 0 ? "none" : count === 1 ? "unique" : "multiple";
  const [learning, plain] = [true, false].map((learning) => {
    const result = type.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning });
    expect(result, learning ? "learning search" : "plain search").toMatchObject({
      status,
      solutionCount: count,
      complete: true,
    });
    return result;
  }) as [SolveResult<Solution>, SolveResult<Solution>];
  expect(new Set(plain.solutions.map((s) => JSON.stringify(s)))).toEqual(
    new Set(learning.solutions.map((s) => JSON.stringify(s))),
  );
  if (judges) expectJudgedRight(judges, puzzle, learning.solutions);
  return learning;
}

import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { isWhite, type Puzzle, type Solution } from "./puzzle.js";
import { check, readAttempt, validate } from "./rules.js";
import { solve } from "./solve.js";

// Enough for any puzzle people play; beyond it check reports only the rules an attempt breaks.
const NODE_BUDGET = 100_000;

/** The puzzle's one solution, a digit per cell; null when it has none or more, or none is proven within the budget. */
export function oneAnswer(puzzle: Puzzle): readonly number[] | null {
  const result = solve(puzzle, { limit: 2, nodeLimit: NODE_BUDGET });
  return result.status === "unique" ? result.solutions[0]! : null;
}

/** Whether digit `v`, written in cell `i`, is one the player wrote and `answer` does not have. */
function differs(puzzle: Puzzle, answer: readonly number[], v: number, i: number): boolean {
  return v !== 0 && v !== answer[i] && isWhite(puzzle.cells[i]) && puzzle.cells[i] === 0;
}

/** The first cell, in reading order, of `values` (an attempt's, read) whose digit `answer` does not have; -1 if none. */
export function firstWrongDigit(
  puzzle: Puzzle,
  answer: readonly number[],
  values: readonly number[],
): number {
  return values.findIndex((v, i) => differs(puzzle, answer, v, i));
}

/**
 * A player's mistakes: every broken rule ({@link check}), and, when the puzzle has exactly one solution
 * (found within a node budget), each written digit that differs from it. A puzzle that does not validate
 * answers its problems, an attempt of the wrong shape `bad-attempt`, before any search.
 */
export function checkAttempt(puzzle: Puzzle, attempt: Partial<Solution> | Solution): Problem[] {
  const invalid = validate(puzzle);
  if (invalid.length > 0) return invalid;
  const problems = check(puzzle, attempt);
  if (problems[0]?.code === "bad-attempt") return problems;
  const answer = oneAnswer(puzzle);
  if (answer === null) return problems;
  const { values } = readAttempt(puzzle, attempt);
  values.forEach((v, i) => {
    if (!differs(puzzle, answer, v, i)) return;
    problems.push({
      code: "wrong-digit",
      message: `${cellNameAt(i, puzzle.cols)} is not ${v}`,
      cells: [cellAt(i, puzzle.cols)],
    });
  });
  return problems;
}

import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { isWhite, type Puzzle, type Solution } from "./puzzle.js";
import { check, readAttempt, validate } from "./rules.js";
import { solve } from "./solve.js";

// Enough for any puzzle people play; beyond it check reports only the rules an attempt breaks.
const NODE_BUDGET = 100_000;

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
  const result = solve(puzzle, { limit: 2, nodeLimit: NODE_BUDGET });
  if (result.status !== "unique") return problems;
  const answer = result.solutions[0]!;
  const { values } = readAttempt(puzzle, attempt);
  values.forEach((v, i) => {
    if (v === 0 || v === answer[i] || !isWhite(puzzle.cells[i]) || puzzle.cells[i] !== 0) return;
    problems.push({
      code: "wrong-digit",
      message: `${cellNameAt(i, puzzle.cols)} is not ${v}`,
      cells: [cellAt(i, puzzle.cols)],
    });
  });
  return problems;
}

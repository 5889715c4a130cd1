import { type CellAttempt, cellAt, type Problem, puzzleCellName, shapedChecks } from "@gridsmith/kit";
import { repeatProblems } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { dotHolds, largest, lines, type Puzzle, pairCells, pairLabel } from "./puzzle.js";

/** What makes a puzzle not one: its shape, as one `bad-shape` problem naming the path. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (each cell's digit, 0 or null for none): a digit out of range, a digit
 * twice in a row or a column, and two filled neighbours that break their dot (or, without one, that differ
 * by 1 or double). A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem,
 * found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const top = largest(puzzle);
  const w = puzzle.width;
  const digit = (i: number) => attempt[i] ?? 0;
  const named = (cells: number[]) => ({ cells: cells.map((i) => cellAt(i, w)) });
  const problems: Problem[] = Array.from({ length: w * puzzle.height }, (_, i) => i)
    .filter((i) => digit(i) < 0 || digit(i) > top)
    .map((i) => ({
      code: "bad-digit",
      message: `${puzzleCellName(puzzle, i)} holds ${digit(i)}; digits are 1 to ${top}`,
      ...named([i]),
    }));
  problems.push(
    ...repeatProblems(lines(puzzle), digit, (twice, d) => ({
      code: "repeated-digit",
      message: `${twice.map((i) => puzzleCellName(puzzle, i)).join(" and ")} both hold ${d}`,
      ...named(twice),
    })),
  );
  puzzle.dots.forEach((dot, k) => {
    const [a, b] = pairCells(puzzle, k);
    if (digit(a) <= 0 || digit(b) <= 0 || dotHolds(dot, digit(a), digit(b))) return;
    problems.push({
      code: "wrong-dot",
      message: `${pairLabel(puzzle, k)} does not hold for ${digit(a)} and ${digit(b)}`,
      cells: [cellAt(a, w), cellAt(b, w)],
    });
  });
  return problems;
}

/** The problems with `solution` as a whole answer: {@link check}'s, and then each cell left empty. */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const empty = solution.flatMap((d, i) => (d > 0 ? [] : [i]));
  return empty.map((i) => ({
    code: "empty-cell",
    message: `${puzzleCellName(puzzle, i)} is empty`,
    cells: [cellAt(i, puzzle.width)],
  }));
}

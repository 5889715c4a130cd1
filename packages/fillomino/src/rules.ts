import {
  type CellAttempt,
  cellAt,
  cellNameAt,
  impossibleGivens,
  type Problem,
  regionsOf,
  shapedChecks,
  shapedValidate,
} from "@gridsmith/kit";
import { enteredNumberProblems, numbersWithGivens } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { answerBorders, type Puzzle } from "./puzzle.js";

/** Givens no answer meets: more than the grid's cells. */
function givenProblems(puzzle: Puzzle): Problem[] {
  const n = puzzle.width * puzzle.height;
  return impossibleGivens(puzzle.givens, puzzle.width, (v) => (v > n ? `the grid has ${n} cells` : null));
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then givens no answer can meet. */
export const validate = shapedValidate<Puzzle>(shapeProblems, givenProblems);

/** The regions of `numbers`: cells side by side with one number, each region's cells (empty cells too). */
const regions = (puzzle: Puzzle, numbers: readonly number[]) =>
  regionsOf(puzzle, (e) => answerBorders(puzzle, numbers)[e] === 1).regions;

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (each cell's number, 0 or null for none; a given cell counts as its
 * given): a number out of range, a given changed, and a region (cells side by side with one number) of more
 * cells than its number. Shares no code with the solver. A puzzle or an attempt of the wrong shape is one
 * `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const { width: w, height: h, givens } = puzzle;
  const at = (i: number) => cellAt(i, w);
  const problems = enteredNumberProblems(givens, attempt, w, {
    top: () => w * h,
    says: () => `numbers are 1 to ${w * h}`,
  });
  const number = numbersWithGivens(givens, attempt);
  for (const cells of regions(puzzle, number)) {
    const v = number[cells[0]!]!;
    if (v > 0 && cells.length > v)
      problems.push({
        code: "too-big",
        message: `the region of ${cellNameAt(cells[0]!, w)} has ${cells.length} cells of ${v}`,
        cells: cells.map(at),
      });
  }
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, a cell without a number, and a region of
 * fewer cells than its number.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const w = puzzle.width;
  const number = numbersWithGivens(puzzle.givens, solution);
  for (const cells of regions(puzzle, number)) {
    const v = number[cells[0]!]!;
    if (v === 0)
      problems.push({
        code: "empty-cell",
        message: `${cellNameAt(cells[0]!, w)} holds no number`,
        cells: cells.map((i) => cellAt(i, w)),
      });
    else if (cells.length < v)
      problems.push({
        code: "too-small",
        message: `the region of ${cellNameAt(cells[0]!, w)} has ${cells.length} cells of ${v}`,
        cells: cells.map((i) => cellAt(i, w)),
      });
  }
  return problems;
}

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
import { wallCells } from "./walls.js";

/** Givens no answer meets: more than the grid's cells, or one across a given wall from an equal given. */
function givenProblems(puzzle: Puzzle): Problem[] {
  const { width: w, height: h, givens } = puzzle;
  const n = w * h;
  const twin = new Map<number, number>();
  for (const [a, b] of wallCells(puzzle)) if (givens[a]! > 0 && givens[a] === givens[b]) twin.set(b, a);
  return impossibleGivens(givens, w, (v, i) =>
    v > n
      ? `the grid has ${n} cells`
      : twin.has(i)
        ? `a given wall parts it from the ${v} in ${cellNameAt(twin.get(i)!, w)}`
        : null,
  );
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then givens no answer can meet. */
export const validate = shapedValidate<Puzzle>(shapeProblems, givenProblems);

/** The regions of `numbers`: cells side by side with one number, each region's cells (empty cells too). */
function regions(puzzle: Puzzle, numbers: readonly number[]): number[][] {
  const borders = answerBorders(puzzle, numbers);
  return regionsOf(puzzle, (e) => borders[e] === 1).regions;
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (each cell's number, 0 or null for none; a given cell counts as its
 * given): a number out of range, a given changed, one number on both sides of a given wall, and a region
 * (cells side by side with one number) of more cells than its number. Shares no code with the solver. A puzzle or an attempt of the wrong shape is one
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
  for (const [a, b] of wallCells(puzzle)) {
    const v = number[a]!;
    if (v > 0 && v === number[b])
      problems.push({
        code: "across-wall",
        message: `${cellNameAt(a, w)} and ${cellNameAt(b, w)} both hold ${v}, across a given wall`,
        cells: [at(a), at(b)],
      });
  }
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

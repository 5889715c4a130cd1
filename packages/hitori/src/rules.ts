import {
  type CellAttempt,
  checkedSolutionProblems,
  type Problem,
  puzzleCellName,
  shadedSideBySide,
  shapedCheck,
  unshadedProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, type Puzzle, repeats } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). Any grid of numbers is a Hitori. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): two shaded cells side
 * by side, and a number dotted twice in one row or column. A puzzle or an attempt of the wrong shape is one
 * `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const problems = shadedSideBySide({ ...puzzle, shaded: (i) => attempt[i] === 1 });
  for (const group of repeats(puzzle)) {
    // Only cells the player marked unshaded (a dot) count: an undecided cell may still be shaded.
    const kept = group.filter((i) => attempt[i] === -1);
    if (kept.length > 1) problems.push(repeatProblem(puzzle, kept));
  }
  return problems;
}

function repeatProblem(puzzle: Puzzle, cells: number[]): Problem {
  return {
    code: "repeated-number",
    message: `${cells.map((i) => puzzleCellName(puzzle, i)).join(" and ")} both keep ${puzzle.cells[cells[0]!]} unshaded`,
    cells: cells.map((i) => cellAt(puzzle, i)),
  };
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: shaded cells side by side, a number left
 * twice unshaded in a row or column, unshaded cells in more than one piece, and no shaded cell at all (puzz.link's
 * checker wants one).
 */
export const solutionProblems = checkedSolutionProblems(
  (puzzle: Puzzle, solution) =>
    check(
      puzzle,
      solution.map((v) => (v === 1 ? 1 : -1)),
    ),
  (puzzle, solution) => unshadedProblems({ ...puzzle, shaded: (i) => solution[i] === 1 }),
);

import {
  type CellAttempt,
  cellAt,
  cluedPoints,
  type Problem,
  shapedCheck,
  shapedSolutionProblems,
  unshadedProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellsAround, type Puzzle, pointName } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). Any grid of clues is a Creek. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): a clue with more
 * shaded cells around it than its number, or more dotted ones than its number leaves room for. A puzzle or an
 * attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const problems: Problem[] = [];
  for (const { point, clue, around } of cluedPoints(puzzle, cellsAround)) {
    const shaded = around.filter((i) => attempt[i] === 1).length;
    const dotted = around.filter((i) => attempt[i] === -1).length;
    if (shaded > clue || around.length - dotted < clue)
      problems.push({
        code: "clue-count",
        message: `${pointName(puzzle, point)} has ${shaded > clue ? `${shaded} shaded cells` : `room for ${around.length - dotted} shaded cells`} around it, not ${clue}`,
        cells: around.map((i) => cellAt(i, puzzle.width)),
      });
  }
  return problems;
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: a clue whose number of shaded cells
 * around it is another, unshaded cells in more than one piece, and no shaded cell at all (puzz.link's
 * checker wants one).
 */
export const solutionProblems = shapedSolutionProblems(shapeProblems, attemptProblems, (puzzle, solution) => {
  const problems = mistakes(
    puzzle,
    solution.map((v) => (v === 1 ? 1 : -1)),
  );
  problems.push(...unshadedProblems({ ...puzzle, shaded: (i) => solution[i] === 1 }));
  return problems;
});

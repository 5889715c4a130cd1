import {
  type CellAttempt,
  cellAt,
  cellNameAt,
  cellsApart,
  gridBlocks,
  gridGroups,
  type Problem,
  shapedCheck,
  shapedSolutionProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { BLACK, type Puzzle, WHITE } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). Any grid of circles is a Yin-Yang. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

const colourName = (black: boolean) => (black ? "black" : "white");

/**
 * A player's mistakes in `attempt` (1 a black circle, -1 a white one, 0 undecided): a given circle of the
 * other colour, and a 2x2 block of one colour. A puzzle or an attempt of the wrong shape is one `bad-shape` or
 * `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const { width } = puzzle;
  const problems: Problem[] = [];
  puzzle.circles.forEach((given, i) => {
    const v = attempt[i];
    if ((given === BLACK && v === -1) || (given === WHITE && v === 1))
      problems.push({
        code: "given-circle",
        message: `${cellNameAt(i, width)} holds a given ${colourName(given === BLACK)} circle`,
        cells: [cellAt(i, width)],
      });
  });
  for (const block of gridBlocks(puzzle))
    for (const colour of [1, -1])
      if (block.every((i) => attempt[i] === colour))
        problems.push({
          code: "block-2x2",
          message: `the 2x2 block at ${cellNameAt(block[0]!, width)} is all ${colourName(colour === 1)}`,
          cells: block.map((i) => cellAt(i, width)),
        });
  return problems;
}

/**
 * The problems with `solution` (1 black, 0 white) as a whole answer: a given circle of the other colour, a
 * 2x2 block of one colour, and the black or the white circles in more than one group (as puzz.link's checker
 * reads the rules: a colour with no circle at all is not divided).
 */
export const solutionProblems = shapedSolutionProblems(shapeProblems, attemptProblems, (puzzle, solution) => {
  const problems = mistakes(
    puzzle,
    solution.map((v) => (v === 1 ? 1 : -1)),
  );
  for (const black of [true, false]) {
    const groups = gridGroups(puzzle, (i) => (solution[i] === 1) === black);
    problems.push(
      ...cellsApart(groups, puzzle.width, `${colourName(black)}-divided`, `${colourName(black)} circles`),
    );
  }
  return problems;
});

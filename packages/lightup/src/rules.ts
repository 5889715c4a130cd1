import { type CellAttempt, cellName, type Problem, shapedChecks, shapedValidate } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle, runs, WHITE } from "./puzzle.js";

const cellOf = (puzzle: Puzzle, i: number) => cellAt(puzzle, i);

/** Numbers that more lights could not satisfy: fewer white cells beside them than the number. */
function impossibleNumbers(puzzle: Puzzle): Problem[] {
  return puzzle.cells.flatMap((n, i) => {
    const room = neighbours(puzzle, i).filter((j) => puzzle.cells[j] === WHITE).length;
    return n > room
      ? [
          {
            code: "impossible-clue",
            message: `${cellName(cellOf(puzzle, i))} holds ${n} but has ${room} white cells beside it`,
            cells: [cellOf(puzzle, i)],
          },
        ]
      : [];
  });
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then numbers no lights can meet. */
export const validate = shapedValidate<Puzzle>(shapeProblems, impossibleNumbers);

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (1 a light; anything else none): two lights in one run (they light each
 * other), a light on a black cell, a number with more lights beside it than it says. Shares no code with the
 * solver. A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const light = (i: number) => attempt[i] === 1;
  const problems: Problem[] = [];
  puzzle.cells.forEach((cell, i) => {
    if (cell !== WHITE && light(i))
      problems.push({
        code: "light-on-black",
        message: `${cellName(cellOf(puzzle, i))} is black`,
        cells: [cellOf(puzzle, i)],
      });
    const lights = neighbours(puzzle, i).filter(light).length;
    if (cell >= 0 && lights > cell)
      problems.push({
        code: "too-many-lights",
        message: `${cellName(cellOf(puzzle, i))} has ${lights} lights beside it, not ${cell}`,
        cells: [cellOf(puzzle, i)],
      });
  });
  for (const run of runs(puzzle).runs) {
    const lit = run.filter(light);
    if (lit.length > 1)
      problems.push({
        code: "lights-see-each-other",
        message: `the lights at ${lit.map((i) => cellName(cellOf(puzzle, i))).join(" and ")} light each other`,
        cells: lit.map((i) => cellOf(puzzle, i)),
      });
  }
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, and every white cell left dark, and every
 * number with fewer lights beside it than it says.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const { runs: all, runsOf } = runs(puzzle);
  const lit = all.map((run) => run.some((i) => solution[i] === 1));
  puzzle.cells.forEach((cell, i) => {
    const at = cellOf(puzzle, i);
    if (cell === WHITE && !lit[runsOf[i]![0]]! && !lit[runsOf[i]![1]]!)
      problems.push({ code: "dark-cell", message: `${cellName(at)} is not lit`, cells: [at] });
    const lights = neighbours(puzzle, i).filter((j) => solution[j] === 1).length;
    if (cell >= 0 && lights < cell)
      problems.push({
        code: "too-few-lights",
        message: `${cellName(at)} has ${lights} lights beside it, not ${cell}`,
        cells: [at],
      });
  });
  return problems;
}

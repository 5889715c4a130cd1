import { cellName, linePieces, type Problem, shapedChecks } from "@gridsmith/kit";
import { closedEarlyProblems, notOneLoopProblems } from "@gridsmith/kit/loop-problems";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { arrowCells, cellLines, isClue, lineCount, type Puzzle } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's circuit and sums).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });
const named = (p: Puzzle, i: number) => cellName(at(p, i));

/** What makes a puzzle not one: its shape (one `bad-shape` problem); any clues may stand anywhere. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** An attempt's state: how many lines each cell has, which cells are shaded, which lines are drawn. */
function state(p: Puzzle, attempt: readonly (number | null | undefined)[]) {
  const lines = lineCount(p);
  const on = (l: number) => attempt[l] === 1;
  const shaded = (i: number) => attempt[lines + i] === 1;
  const degree = p.numbers.map((_, i) => cellLines(p, i).filter((l) => l >= 0 && on(l)).length);
  return { on, shaded, degree };
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (lines first, 1 drawn; then cells, 1 shaded; anything else neither) that
 * more lines or shading cannot mend: a branch, a line or shading on a clue, a line through a shaded cell, two
 * shaded cells side by side, an arrow with more shaded cells than its number, and a closed loop with other
 * lines outside it. A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem,
 * found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const { on, shaded, degree } = state(puzzle, attempt);
  const problems: Problem[] = [];
  const add = (code: string, message: string, cells: number[]) =>
    problems.push({ code, message, cells: cells.map((i) => at(puzzle, i)) });
  puzzle.numbers.forEach((n, i) => {
    const name = named(puzzle, i);
    if (degree[i]! > 2) add("branch", `the loop branches at ${name}`, [i]);
    if (isClue(puzzle, i) && degree[i]! > 0)
      add("line-on-clue", `the loop runs through the clue at ${name}`, [i]);
    if (isClue(puzzle, i) && shaded(i)) add("shaded-clue", `the clue at ${name} is shaded`, [i]);
    if (!isClue(puzzle, i) && shaded(i) && degree[i]! > 0)
      add("line-on-shaded", `the loop runs through the shaded cell ${name}`, [i]);
    if (shaded(i))
      for (const j of [i % puzzle.width < puzzle.width - 1 ? i + 1 : -1, i + puzzle.width])
        if (j >= 0 && j < puzzle.numbers.length && shaded(j))
          add("shaded-adjacent", `${name} and ${named(puzzle, j)} are shaded side by side`, [i, j]);
    if (n >= 0 && puzzle.arrows[i]! > 0) {
      const count = arrowCells(puzzle, i, puzzle.arrows[i]!).filter(shaded).length;
      if (count > n)
        add("arrow-count", `the arrow at ${name} sees ${count} shaded cells, more than its ${n}`, [i]);
    }
  });
  problems.push(...closedEarlyProblems(puzzle.width, linePieces(puzzle.height, puzzle.width, on)));
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, and the lines must close into one loop
 * through every cell that is neither a clue nor shaded, and every arrow must see as many shaded cells as its
 * number.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const { on, shaded, degree } = state(puzzle, solution);
  const problems = notOneLoopProblems(linePieces(puzzle.height, puzzle.width, on));
  puzzle.numbers.forEach((n, i) => {
    if (!isClue(puzzle, i) && !shaded(i) && degree[i] === 0)
      problems.push({
        code: "cell-left-out",
        message: `${named(puzzle, i)} is neither shaded nor on the loop`,
        cells: [at(puzzle, i)],
      });
    if (n >= 0 && puzzle.arrows[i]! > 0) {
      const count = arrowCells(puzzle, i, puzzle.arrows[i]!).filter(shaded).length;
      if (count < n)
        problems.push({
          code: "arrow-count",
          message: `the arrow at ${named(puzzle, i)} sees ${count} shaded cells, fewer than its ${n}`,
          cells: [at(puzzle, i)],
        });
    }
  });
  return problems;
}

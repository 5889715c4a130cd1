import { cellMistake, isMove, type PlayModel, readStates, withEntries } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt, in the shape `check` and `hint` read: per cell 1 a star, -1 a dot (no star), 0 undecided. */
export type Attempt = number[];

/**
 * How Star Battle is played, as on puzz.link: a tap places a star (a `shade` move of 1; the board shades it),
 * a right tap a dot (-1, "no star here"), 0 clears; a hint's deductions place stars and dots. The regions
 * are drawn with thick borders.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = {
  newAttempt: (p) => new Array<number>(p.regions.length).fill(0),
  readAttempt: (p, saved) => readStates(saved, p.regions.length, [-1, 0, 1]),
  applyStep(_p, attempt, step) {
    const changes: [number, number][] = isMove(step)
      ? step.kind === "shade" && [-1, 0, 1].includes(step.shade)
        ? [[step.cell, step.shade]]
        : []
      : step.deductions.map((d) => [d.cell, d.star ? 1 : -1]);
    return withEntries(attempt, changes);
  },
  // Dots are optional on puzz.link: an attempt is complete when its stars are a whole answer.
  isComplete: (p, attempt) =>
    solutionProblems(
      p,
      attempt.map((v) => (v === 1 ? 1 : 0)),
    ).length === 0,
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, i) =>
      v === 0 || (v === 1) === (solution[i] === 1)
        ? []
        : [cellMistake(i, p.width, (name) => `${name} ${v === 1 ? "holds no star" : "holds a star"}`)],
    ),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // Stars, and a dot in every other cell, so the grid is complete.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : -1)),
  progress: (p, attempt) => ({ filled: attempt.filter((v) => v !== 0).length, total: p.regions.length }),
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.regions.map(() => null),
    regions: [...p.regions],
    input: { cells: { kind: "shade" } },
  }),
  view: (_p, attempt) => ({ shades: [...attempt] }),
};

import { cellMistake, isMove, type PlayModel, readStates, withEntries } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { EMPTY, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 shaded, -1 a dot (unshaded), 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Hitori is played, as on puzz.link: a left tap shades a cell (a `shade` move of 1), a right tap dots it
 * (-1, "stays unshaded"), 0 clears, dragging paints the same along a run; a hint's deductions shade and dot.
 * The numbers never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = {
  newAttempt: (p) => new Array<number>(p.cells.length).fill(0),
  readAttempt: (p, saved) => readStates(saved, p.cells.length, [-1, 0, 1]),
  applyStep(_p, attempt, step) {
    const changes: [number, number][] = isMove(step)
      ? step.kind === "shade" && [-1, 0, 1].includes(step.shade)
        ? [[step.cell, step.shade]]
        : []
      : step.deductions.map((d) => [d.cell, d.shaded ? 1 : -1]);
    return withEntries(
      attempt,
      changes.filter(([i]) => i >= 0 && i < attempt.length),
    );
  },
  // Dots are optional on puzz.link: an attempt is complete when its shaded cells are an answer.
  isComplete: (p, attempt) =>
    solutionProblems(
      p,
      attempt.map((v) => (v === 1 ? 1 : 0)),
    ).length === 0,
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, i) =>
      v === 0 || (v === 1) === (solution[i] === 1)
        ? []
        : [cellMistake(i, p.width, (name) => `${name} ${v === 1 ? "stays unshaded" : "is shaded"}`)],
    ),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // Shaded cells, and a dot in every other cell, so the grid is complete.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : -1)),
  progress: (p, attempt) => ({ filled: attempt.filter((v) => v !== 0).length, total: p.cells.length }),
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.cells.map((c) => (c === EMPTY ? null : { text: c === UNKNOWN ? "?" : String(c) })),
    input: { cells: { kind: "shade" } },
  }),
  view: (_p, attempt) => ({ shades: [...attempt] }),
};

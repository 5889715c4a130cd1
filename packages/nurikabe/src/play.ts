import {
  cellMistake,
  openProgress,
  type PlayModel,
  readStates,
  triStateChanges,
  withEntries,
} from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 a wall, -1 marked island (a dot), 0
 * undecided. Numbered cells are island by the rules and stay 0.
 */
export type Attempt = number[];

const isNumbered = (p: Puzzle, i: number) => (p.clues[i] ?? -1) >= 0;

/** The cells without a number: the ones a player decides. */
const openCells = (p: Puzzle) => p.clues.flatMap((c, i) => (c >= 0 ? [] : [i]));

/**
 * How nurikabe is played: cells are shaded (walls) or dotted (island), with `shade` moves (1 wall, -1 dot,
 * 0 clear); a hint's deductions make a cell a wall or island. Numbers are island and never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = {
  newAttempt: (p) => new Array<number>(p.width * p.height).fill(0),
  readAttempt(p, saved) {
    const states = readStates(saved, p.width * p.height, [-1, 0, 1]);
    return states === null ? null : states.map((v, i) => (isNumbered(p, i) ? 0 : v));
  },
  applyStep: (p, attempt, step) =>
    withEntries(
      attempt,
      triStateChanges(step, "shade", (d) => [d.cell, d.wall ? 1 : -1]).filter(([i]) => !isNumbered(p, i)),
    ),
  // Undecided cells read as "either" in `check`, so a grid with cells left open could pass it: only a grid
  // with every cell decided is complete.
  isComplete: (p, attempt) => openCells(p).every((i) => attempt[i] !== 0),
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, i) =>
      v === 0 || isNumbered(p, i) || (v === 1) === (solution[i] === 1)
        ? []
        : [
            cellMistake(
              i,
              p.width,
              (name) => `${name} ${v === 1 ? "is island, not wall" : "is wall, not island"}`,
            ),
          ],
    ),
  toSolution: (_p, attempt) => [...attempt],
  // Walls, and every island cell without a number dotted, so the grid is complete.
  fromSolution: (p, solution) => solution.map((v, i) => (isNumbered(p, i) ? 0 : v === 1 ? 1 : -1)),
  progress: openProgress(openCells),
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.clues.map((c) => (c > 0 ? { text: String(c) } : c === 0 ? { text: "?" } : null)),
    input: { cells: { kind: "shade" } },
  }),
  view: (_p, attempt) => ({ shades: [...attempt] }),
};

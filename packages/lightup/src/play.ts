import { cellMistake, type PlayModel, readStates, triStateChanges, withEntries } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { type Puzzle, type Solution, WHITE } from "./puzzle.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 a light, -1 a dot (no light), 0
 * undecided. Black cells stay 0.
 */
export type Attempt = number[];

const isWhite = (p: Puzzle, i: number) => p.cells[i] === WHITE;
const whiteCells = (p: Puzzle) => p.cells.flatMap((c, i) => (c === WHITE ? [i] : []));

/**
 * How Light Up is played, as on puzz.link: a left tap places a light (a `shade` move of 1), a right tap a
 * dot (-1, "no light here"), 0 clears; a hint's deductions place lights and dots. Black cells and their
 * numbers never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = {
  newAttempt: (p) => new Array<number>(p.cells.length).fill(0),
  readAttempt(p, saved) {
    const states = readStates(saved, p.cells.length, [-1, 0, 1]);
    return states === null ? null : states.map((v, i) => (isWhite(p, i) ? v : 0));
  },
  applyStep: (p, attempt, step) =>
    withEntries(
      attempt,
      triStateChanges(step, "shade", (d) => [d.cell, d.light ? 1 : -1]).filter(([i]) => isWhite(p, i)),
    ),
  // Dots are optional on puzz.link: an attempt is complete when its lights are the answer's.
  isComplete: (p, attempt) => {
    const lights = attempt.map((v) => (v === 1 ? 1 : 0));
    return whiteCells(p).length > 0 && play.mistakes(p, attempt, lights).length === 0 && isLit(p, lights);
  },
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, i) =>
      v === 0 || !isWhite(p, i) || (v === 1) === (solution[i] === 1)
        ? []
        : [cellMistake(i, p.width, (name) => `${name} ${v === 1 ? "holds no light" : "holds a light"}`)],
    ),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // Dots stay -1: a cell the player decided holds no light is not hinted again.
  hintInput: (_p, attempt) => [...attempt],
  // Lights, and a dot in every other white cell, so the grid is complete.
  fromSolution: (p, solution) => solution.map((v, i) => (isWhite(p, i) ? (v === 1 ? 1 : -1) : 0)),
  progress(p, attempt) {
    const open = whiteCells(p);
    return { filled: open.filter((i) => attempt[i] !== 0).length, total: open.length };
  },
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.cells.map((c) =>
      c === WHITE ? null : c >= 0 ? { block: true, text: String(c) } : { block: true },
    ),
    input: { cells: { kind: "shade", mark: "light" } },
  }),
  view: (_p, attempt) => ({ shades: [...attempt] }),
};

/** Whether every white cell sees a light along its row or column. */
function isLit(p: Puzzle, lights: readonly number[]): boolean {
  const lit = new Uint8Array(p.cells.length);
  for (let i = 0; i < p.cells.length; i++) {
    if (lights[i] !== 1) continue;
    for (const [dr, dc] of [
      [0, 0],
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      let r = Math.floor(i / p.width);
      let c = i % p.width;
      do {
        lit[r * p.width + c] = 1;
        r += dr;
        c += dc;
      } while (
        (dr !== 0 || dc !== 0) &&
        r >= 0 &&
        r < p.height &&
        c >= 0 &&
        c < p.width &&
        isWhite(p, r * p.width + c)
      );
    }
  }
  return whiteCells(p).every((i) => lit[i] === 1);
}

import { type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { NONE, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 shaded, -1 a dot (unshaded), 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Creek is played, as on puzz.link (the kit's `shadingPlay`): a left tap shades a cell, a right tap dots
 * it ("stays unshaded"), dragging paints the same along a run; a hint's deductions shade and dot; the shaded
 * cells alone finish the puzzle. The clues sit on the grid points (the board's `points`).
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = shadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  board: (p) => ({
    points: p.clues.map((v) => (v === NONE ? null : v === UNKNOWN ? "?" : String(v))),
  }),
});

import { type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { BLACK, NONE, type Puzzle, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 a black circle, -1 a white one, 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Yin-Yang is played on the site's generic board (the kit's `shadingPlay`): a left tap shades a cell (a
 * black circle), a right tap dots it (a white circle), dragging paints the same along a run; a hint's
 * deductions shade and dot. The given circles are drawn as circles and never change: a tap there does
 * nothing, and the answer reads them as given, as the hints do (they never decide a given). The shaded cells
 * with the given black circles finish the puzzle (every other cell is then white), where puzz.link wants
 * each cell's circle placed.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = shadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  given: (p) => p.circles.map((c) => (c === NONE ? 0 : c === BLACK ? 1 : -1)),
  board: (p) => ({
    cells: p.circles.map((c) => (c === NONE ? null : { circle: c === BLACK ? "black" : "white" })),
  }),
});

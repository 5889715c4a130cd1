import { gridShadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 shaded, -1 a dot (unshaded), 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Kurodoko is played, as on puzz.link (the kit's `gridShadingPlay`): a left tap shades a cell, a right tap
 * dots it ("stays unshaded"), dragging paints the same along a run; a hint's deductions shade and dot; the
 * shaded cells alone finish the puzzle. The numbers, drawn circled on puzz.link, never change.
 */
export const play = gridShadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  numbers: (p) => p.cells,
});

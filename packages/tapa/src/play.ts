import { type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { clueText, solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 shaded, -1 a dot (unshaded), 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Tapa is played, as on puzz.link (the kit's `shadingPlay`): a left tap shades a cell, a right tap dots
 * it ("stays unshaded"), dragging paints the same along a run; a hint's deductions shade and dot; the shaded
 * cells alone finish the puzzle. A clue shows all its numbers ("1 3"), and never changes.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = shadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  board: (p) => ({
    cells: p.clues.map((clue) => (clue.length === 0 ? null : { text: clueText(clue) })),
  }),
});

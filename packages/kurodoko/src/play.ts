import { type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { EMPTY, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per cell 1 shaded, -1 a dot (unshaded), 0
 * undecided.
 */
export type Attempt = number[];

/**
 * How Kurodoko is played, as on puzz.link (the kit's `shadingPlay`): a left tap shades a cell, a right tap
 * dots it ("stays unshaded"), dragging paints the same along a run; a hint's deductions shade and dot; the
 * shaded cells alone finish the puzzle. The numbers, drawn circled on puzz.link, never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = shadingPlay<Puzzle, CellDeduction>({
  size: (p) => ({ width: p.width, cells: p.cells.length }),
  problems: solutionProblems,
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.cells.map((v) => (v === EMPTY ? null : { text: v === UNKNOWN ? "?" : String(v) })),
    input: { cells: { kind: "shade" } },
  }),
});

import { centreLinePlay, type PlayModel } from "@gridsmith/kit";
import type { LineDeduction } from "./hints.js";
import { BLACK, type Puzzle, type Solution, WHITE } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Masyu is played, as on puzz.link (kit's `centreLinePlay`): a tap or a drag through the cells draws the
 * loop (an `edge` move of 1), a right tap crosses a line out (-1), 0 clears; a hint's deductions draw or
 * cross. The pearls never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, LineDeduction> = centreLinePlay({
  size: (p) => ({ rows: p.height, cols: p.width }),
  problems: solutionProblems,
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.pearls.map((v) =>
      v === WHITE ? { circle: "white" } : v === BLACK ? { circle: "black" } : null,
    ),
    input: { cells: { kind: "none" }, edges: "centre" },
  }),
});

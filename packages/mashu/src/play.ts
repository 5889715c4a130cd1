import { gridCentreLinePlay } from "@gridsmith/kit";
import type { LineDeduction } from "./hints.js";
import { BLACK, type Puzzle, WHITE } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Masyu is played, as on puzz.link (kit's `gridCentreLinePlay`): a tap or a drag through the cells draws the
 * loop (an `edge` move of 1), a right tap crosses a line out (-1), 0 clears; a hint's deductions draw or
 * cross. The pearls never change.
 */
export const play = gridCentreLinePlay<Puzzle, LineDeduction>({
  problems: solutionProblems,
  cells: (p) =>
    p.pearls.map((v) => (v === WHITE ? { circle: "white" } : v === BLACK ? { circle: "black" } : null)),
});

import { gridCentreLinePlay, type LineDeduction } from "@gridsmith/kit";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 drawn, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Numberlink is played, as on puzz.link (kit's `gridCentreLinePlay`): a tap or a drag through the cells
 * draws a line, a right tap crosses a line out; the numbers never change.
 */
export const play = gridCentreLinePlay<Puzzle, LineDeduction>({
  problems: solutionProblems,
  cells: (p) => p.numbers.map((n) => (n >= 0 ? { text: String(n) } : n === -2 ? { text: "?" } : null)),
});

import { centreLinePlay, type LineDeduction, type PlayModel } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 drawn, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Numberlink is played, as on puzz.link (kit's `centreLinePlay`): a tap or a drag through the cells
 * draws a line, a right tap crosses a line out; the numbers never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, LineDeduction> = centreLinePlay({
  size: (p) => ({ rows: p.height, cols: p.width }),
  problems: solutionProblems,
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.numbers.map((n) => (n >= 0 ? { text: String(n) } : n === -2 ? { text: "?" } : null)),
    input: { cells: { kind: "none" }, edges: "centre" },
  }),
});

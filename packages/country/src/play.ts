import { centreLinePlay, type LineDeduction, type PlayModel } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Country Road is played, as on puzz.link (kit's `centreLinePlay`): a tap or a drag through the cells
 * draws the loop, a right tap crosses a line out; the rooms and their numbers never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, LineDeduction> = centreLinePlay({
  size: (p) => ({ rows: p.height, cols: p.width }),
  problems: solutionProblems,
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.numbers.map((n) => (n >= 0 ? { text: String(n) } : null)),
    regions: [...p.rooms],
    input: { cells: { kind: "none" }, edges: "centre" },
  }),
});

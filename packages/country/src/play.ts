import { gridCentreLinePlay, type LineDeduction } from "@gridsmith/kit";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Country Road is played, as on puzz.link (kit's `gridCentreLinePlay`): a tap or a drag through the cells
 * draws the loop, a right tap crosses a line out; the rooms and their numbers never change.
 */
export const play = gridCentreLinePlay<Puzzle, LineDeduction>({
  problems: solutionProblems,
  cells: (p) => p.numbers.map((n) => (n >= 0 ? { text: String(n) } : null)),
  rooms: (p) => p.rooms,
});

import { type BorderDeduction, borderBoard, borderPlay, type PlayModel } from "@gridsmith/kit";
import { type Puzzle, type Solution, symbolText } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

/**
 * How Tatamibari is played, as on puzz.link (kit's `borderPlay`): on the grid lines between cells, a tap or a
 * drag draws a border, a right tap crosses it out; a hint's deductions draw or cross. The outline is no move.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, BorderDeduction> = borderPlay({
  region: "a rectangle",
  problems: solutionProblems,
  board: (p) =>
    borderBoard(
      p,
      p.clues.map((s) => (s === -1 ? null : { text: symbolText(s) })),
    ),
});

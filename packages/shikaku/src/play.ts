import { type BorderDeduction, borderBoard, borderPlay, type PlayModel } from "@gridsmith/kit";
import { type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

/**
 * How Shikaku is played, as on puzz.link: on the grid lines between cells, a tap or a drag draws a border
 * (an `edge` move of 1), a right tap crosses it out (-1), 0 clears; a hint's deductions draw or cross (kit's
 * `borderPlay`). The outline is no move.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, BorderDeduction> = borderPlay<
  Puzzle,
  BorderDeduction
>({
  region: "a rectangle",
  problems: solutionProblems,
  board: (p) =>
    borderBoard(
      p,
      p.clues.map((c) => (c === -1 ? null : { text: c === UNKNOWN ? "?" : String(c) })),
    ),
});

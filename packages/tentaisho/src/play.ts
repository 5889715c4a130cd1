import { type BoardDot, type BorderDeduction, borderBoard, borderPlay, type PlayModel } from "@gridsmith/kit";
import { BLACK_STAR, type Puzzle, type Solution, starPlace, starsOf } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

/** The dots at their half-cell places, as the board draws them. */
export const boardDots = (p: Puzzle): BoardDot[] =>
  starsOf(p).map((k) => {
    const { x, y } = starPlace(p, k);
    return { row: y, col: x, colour: p.stars[k] === BLACK_STAR ? "black" : "white" };
  });

/**
 * How Tentaisho is played, as on puzz.link: on the grid lines between cells, a tap or a drag draws a border,
 * a right tap crosses it out; a hint's deductions draw or cross (kit's `borderPlay`). The dots are drawn on
 * the board.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, BorderDeduction> = borderPlay<
  Puzzle,
  BorderDeduction
>({
  region: "a galaxy",
  problems: solutionProblems,
  board: (p) => ({ ...borderBoard(p, new Array(p.width * p.height).fill(null)), dots: boardDots(p) }),
});

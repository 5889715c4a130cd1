import { type BorderDeduction, borderBoard, borderPlay, type CellClue, type PlayModel } from "@gridsmith/kit";
import { CIRCLE, isArrow, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

const ARROWS = ["up", "down", "left", "right"] as const;

/** A clue as the board draws it: a circle (its number inside), an arrow, or `?`. */
function clueCell(clue: number): CellClue | null {
  if (clue === UNKNOWN) return { text: "?" };
  if (clue === CIRCLE) return { circle: "white" };
  if (clue >= 0) return { circle: "white", text: String(clue) };
  if (isArrow(clue)) return { arrow: ARROWS[-4 - clue]! };
  return null;
}

/**
 * How Sashigane is played, as on puzz.link (kit's `borderPlay`): on the grid lines between cells, a tap or a
 * drag draws a border, a right tap crosses it out; a hint's deductions draw or cross. The outline is no move.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, BorderDeduction> = borderPlay({
  region: "an L",
  problems: solutionProblems,
  board: (p) => borderBoard(p, p.clues.map(clueCell)),
});

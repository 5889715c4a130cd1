import type { PlayModel } from "@gridsmith/kit";
import {
  type DigitAttempt,
  type DigitGrid,
  digitCells,
  digitPlay,
  placeDigit,
} from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { type Puzzle, type Solution, UNKNOWN_GIVEN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/**
 * The grid as its play sees it: givens fixed, every other cell open (a `?` too), numbers 1 to the grid's
 * cells, at most {@link MAX_TYPED} (pencil marks are bits of one number).
 */
/** The largest number a player types: the keys 1-9 and A-V. */
const MAX_TYPED = 31;

function grid(p: Puzzle): DigitGrid {
  return {
    cols: p.width,
    cells: p.givens.map((g) => Math.max(g, 0)),
    max: Math.min(p.width * p.height, MAX_TYPED),
  };
}

/**
 * How Fillomino is played, as on puzz.link: numbers typed into the cells with digit keys (pencil marks
 * too), the givens shown; the regions show as the numbers are filled in. The attempt is complete when its
 * numbers keep every rule.
 */
const digits = digitPlay<Puzzle, Solution, Placement>({
  grid,
  board(p, g) {
    const cells = digitCells(g).map((c, i) => (p.givens[i] === UNKNOWN_GIVEN ? { text: "?" } : c));
    return {
      rows: p.height,
      cols: p.width,
      cells,
      input: { cells: { kind: "digit", min: 1, max: g.max, marks: true } },
    };
  },
  digits: (_p, solution) => solution,
  solution: (p, digits) => digits.map((d, i) => (p.givens[i]! > 0 ? p.givens[i]! : d)),
  deduce: (_p, g, attempt, d) => placeDigit(g, attempt, d),
});

/** Fillomino's play model: the digit grid's, complete when the numbers keep every rule, progress by cells. */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = {
  ...digits,
  isComplete: (p, a) => solutionProblems(p, digits.toSolution(p, a) as number[]).length === 0,
};

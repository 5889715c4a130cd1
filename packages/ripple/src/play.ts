import type { PlayModel } from "@gridsmith/kit";
import {
  type DigitAttempt,
  type DigitGrid,
  digitCells,
  digitPlay,
  placeDigit,
} from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { cellTops, type Puzzle, roomCells, type Solution, UNKNOWN_GIVEN } from "./puzzle.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/** The grid as its play sees it: givens fixed, every other cell open (a `?` too), each room a unit. */
function grid(p: Puzzle): DigitGrid {
  const top = cellTops(p);
  return {
    cols: p.width,
    cells: p.givens.map((g) => Math.max(g, 0)),
    max: Math.max(1, ...top),
    units: roomCells(p),
  };
}

/**
 * How Ripple Effect is played, as on puzz.link: numbers typed into the cells with digit keys (pencil marks
 * too), the rooms drawn with thick borders, the givens shown. Hints place numbers.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = digitPlay<Puzzle, Solution, Placement>({
  grid,
  board(p, g) {
    const cells = digitCells(g).map((c, i) => (p.givens[i] === UNKNOWN_GIVEN ? { text: "?" } : c));
    return {
      rows: p.height,
      cols: p.width,
      cells,
      regions: [...p.rooms],
      input: { cells: { kind: "digit", min: 1, max: g.max, marks: true } },
    };
  },
  digits: (_p, solution) => solution,
  solution: (p, digits) =>
    digits.map((d, i) => (p.givens[i]! > 0 ? p.givens[i]! : p.givens[i] === UNKNOWN_GIVEN ? 0 : d)),
  deduce: (_p, g, attempt, d) => placeDigit(g, attempt, d),
});

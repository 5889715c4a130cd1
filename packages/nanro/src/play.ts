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
import { solutionProblems } from "./rules.js";

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
 * How Nanro is played, as on puzz.link: numbers typed into the cells with digit keys (pencil marks too),
 * the rooms drawn with thick borders, the givens shown; some cells stay empty, so the attempt is complete
 * when its numbers keep every rule. Hints place numbers (a step that a cell holds none changes nothing).
 */
const digits = digitPlay<Puzzle, Solution, Placement>({
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
  solution: (p, digits) => digits.map((d, i) => (p.givens[i]! > 0 ? p.givens[i]! : d)),
  deduce: (_p, g, attempt, d) => placeDigit(g, attempt, d),
});

/** Nanro's play model: the digit grid's, complete when the numbers keep every rule, progress by rooms. */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = {
  ...digits,
  isComplete: (p, a) => solutionProblems(p, digits.toSolution(p, a) as number[]).length === 0,
  // Some cells stay empty, so progress counts rooms: one whose numbers are N cells of one N is filled.
  progress(p, a) {
    const numbers = digits.toSolution(p, a) as number[];
    const rooms = roomCells(p);
    const filled = rooms.filter((cells) => {
      const held = cells.map((i) => numbers[i] ?? 0).filter((v) => v > 0);
      return held.length > 0 && held.every((v) => v === held.length);
    }).length;
    return { filled, total: rooms.length };
  },
};

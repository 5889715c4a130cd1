import type { BoardDescription, BoardDot, PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, type DigitGrid, placementPlay } from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { BLACK, largest, lines, NO_DOT, type Puzzle, pairCells, type Solution } from "./puzzle.js";

/** A player's attempt: the digits and pencil marks typed in the cells. */
export type Attempt = DigitAttempt;

/** The grid as digits: every cell open, digits 1 to the longer side, rows and columns as units. */
const grid = (p: Puzzle): DigitGrid => ({
  cols: p.width,
  cells: new Array<number>(p.width * p.height).fill(0),
  max: largest(p),
  units: lines(p),
});

/** Each dot at the middle of the edge between its two cells, in half cells (kit's `BoardDot`). */
export function boardDots(p: Puzzle): BoardDot[] {
  const dots: BoardDot[] = [];
  p.dots.forEach((dot, k) => {
    if (dot === NO_DOT) return;
    const [a, b] = pairCells(p, k);
    const row = Math.floor(a / p.width) + Math.floor(b / p.width) + 1;
    const col = (a % p.width) + (b % p.width) + 1;
    dots.push({ row, col, colour: dot === BLACK ? "black" : "white" });
  });
  return dots;
}

const board = (p: Puzzle, g: DigitGrid): BoardDescription => ({
  rows: p.height,
  cols: p.width,
  cells: g.cells.map(() => null),
  dots: boardDots(p),
  input: { cells: { kind: "digit", min: 1, max: g.max, marks: true } },
});

/**
 * How Kropki is played, as on puzz.link: digits typed into the cells with digit keys (pencil marks too), the
 * dots drawn on the edges between cells. Hints place digits.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = placementPlay<Puzzle, Solution>({
  grid,
  board,
  digits: (_p, solution) => [...solution],
  solution: (_p, digits) => [...digits],
});

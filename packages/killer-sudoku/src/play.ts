import { boxedGrid, type DigitAttempt, placementPlay } from "@gridsmith/kit/digit-play";
import { boxShape, type Puzzle, type Solution } from "./puzzle.js";

/**
 * A player's killer sudoku attempt, shaped as sudoku's: `v` the digits entered (0 = none; givens are not
 * repeated), `n` each cell's pencil marks as a bit mask (digit d is bit d-1). What the site saves and shares.
 */
export type KillerAttempt = DigitAttempt;

const boxed = (p: Puzzle) => boxedGrid(p.size, boxShape(p.size), p.givens);

/**
 * How killer sudoku is played: as sudoku, digits and pencil marks in the cells without a given, with "fill
 * candidates" from each cell's row, column and box. The board shows the givens, the boxes as regions and
 * each cage with its sum; hint steps place digits.
 */
export const play = placementPlay<Puzzle, Solution>({
  grid: (p) => boxed(p).grid,
  board: (p) => ({
    ...boxed(p).board,
    cages: p.cages.map((cage) => ({ cells: [...cage.cells], sum: cage.sum })),
  }),
  digits: (_p, s) => s,
  solution: (_p, digits) => digits,
});

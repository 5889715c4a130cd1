import {
  boxedGrid,
  candidateMasks,
  clearCell,
  type DigitAttempt,
  type DigitGrid,
  digitPlay,
  digitsOf,
  setDigit,
} from "@gridsmith/kit/digit-play";
import type { SudokuDeduction, SudokuHintInput } from "./hints.js";
import { boxShape, type Sudoku, type SudokuSolution } from "./puzzle.js";

/**
 * A player's sudoku attempt: `v` the digits entered (0 = none; givens are not repeated), `n` each cell's
 * pencil marks as a bit mask (digit d is bit d-1). What the site saves and shares.
 */
export type SudokuAttempt = DigitAttempt;

const boxed = (p: Sudoku) => boxedGrid(p.size, boxShape(p.size), p.cells);

/**
 * Carries out one deduction of a sudoku step: place a digit, rule a candidate out, or take a digit back (in a
 * cell without one, its pencil marks).
 */
function deduce(p: Sudoku, grid: DigitGrid, a: DigitAttempt, d: SudokuDeduction): DigitAttempt {
  const { row, col, digit } = d;
  if (
    !(Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < p.size && col < p.size)
  )
    return a;
  const i = row * p.size + col;
  if (d.kind === "clear") return clearCell(grid, a, i);
  if (!(Number.isInteger(digit) && digit >= 1 && digit <= p.size)) return a;
  if (d.kind === "place") return setDigit(grid, a, i, digit);
  // An elimination starts from the cell's candidates when it has no marks yet, so the grid shows what is left.
  if (p.cells[i] || a.v[i]) return a;
  const n = [...a.n];
  n[i] = (a.n[i] || candidateMasks(grid, a)[i]!) & ~(1 << (digit - 1));
  return { v: a.v, n };
}

/**
 * How sudoku is played: digits and pencil marks in the cells without a given. The board shows each given as
 * its symbol (1-9, then A, B, C... from 10 up) and the boxes as regions; digit keys type 1 to the size.
 * Steps place digits, rule candidates out of the pencil marks, or take a wrong digit (or marks) back out. A
 * hint reads the marks as the cells' candidates, so an elimination carried out is not hinted again.
 */
export const play = {
  ...digitPlay<Sudoku, SudokuSolution, SudokuDeduction>({
    grid: (p) => boxed(p).grid,
    board: (p) => boxed(p).board,
    digits: (_p, s) => s.cells,
    solution: (_p, cells) => ({ cells }),
    deduce,
  }),
  hintInput(p: Sudoku, a: DigitAttempt): SudokuHintInput {
    const { grid } = boxed(p);
    const cells = digitsOf(grid, a);
    return { cells, candidates: cells.map((d, i) => (d === 0 ? (a.n[i] ?? 0) : 0)) };
  },
};

// What a grid of digits is to its play: its cells and units, its digits' symbols and keys, and the board
// of a sudoku-shaped grid.
import type { BoardDescription } from "./board.js";

/**
 * A player's attempt on a grid of digits: `v` the digit entered in each cell (0 = none; givens and blocks
 * stay 0), `n` each cell's pencil marks as a bit mask (digit d is bit d-1). Plain arrays of numbers, so
 * undo, saving and shared links keep it as JSON.
 */
export interface DigitAttempt {
  v: number[];
  n: number[];
}

/**
 * A grid of digits as its play sees it: row-major cells `cols` wide, each a given digit, 0 (open) or -1 (a
 * block, not played); digits 1 to `max`; `units` the groups of cells whose digits differ (rows, columns,
 * boxes), which decide the candidates of "fill candidates".
 */
export interface DigitGrid {
  cols: number;
  cells: readonly number[];
  max: number;
  units?: readonly (readonly number[])[];
}

/** The character for a digit: 1-9, then A, B, C... for 10 and up (a 16x16 sudoku's digits are 1-9, A-G). */
export function digitSymbol(digit: number): string {
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a key stands for on a board of digits 1 to `max` (letters from 10 up, either case), or 0. */
export function digitOfKey(key: string, max: number): number {
  if (key.length !== 1) return 0;
  const code = key.toUpperCase().charCodeAt(0);
  let d = 0;
  if (code >= 49 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 90 && max > 9) d = code - 55;
  return d >= 1 && d <= max ? d : 0;
}

/**
 * The rows, columns and boxes of a `size` x `size` grid of `box.rows` x `box.cols` boxes (sudoku's units),
 * and the box of each cell, numbered row-major (the board's regions).
 */
export function boxUnits(
  size: number,
  box: { rows: number; cols: number },
): { units: number[][]; regions: number[] } {
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push(Array.from({ length: size }, (_, c) => r * size + c));
  for (let c = 0; c < size; c++) units.push(Array.from({ length: size }, (_, r) => r * size + c));
  const across = Math.ceil(size / box.cols);
  const boxes = Array.from({ length: across * Math.ceil(size / box.rows) }, (): number[] => []);
  const regions = Array.from({ length: size * size }, (_, i) => {
    const b = Math.floor(i / size / box.rows) * across + Math.floor((i % size) / box.cols);
    boxes[b]!.push(i);
    return b;
  });
  units.push(...boxes);
  return { units, regions };
}

/**
 * A sudoku-shaped grid (sudoku's, killer sudoku's): `size` x `size` cells with `givens`, digits 1 to the
 * size, rows, columns and boxes as units; and its board: givens as their symbols, boxes as regions, digit
 * keys with pencil marks. A size without boxes (`box` null) gets boxes one row high.
 */
export function boxedGrid(
  size: number,
  box: { rows: number; cols: number } | null,
  givens: readonly number[],
): { grid: DigitGrid; board: BoardDescription } {
  const { units, regions } = boxUnits(size, box ?? { rows: 1, cols: size });
  const grid: DigitGrid = { cols: size, cells: givens, max: size, units };
  return {
    grid,
    board: {
      rows: size,
      cols: size,
      cells: digitCells(grid),
      regions,
      input: { cells: { kind: "digit", min: 1, max: size, marks: true } },
    },
  };
}

/** The cells of a grid, as the board's clues: a given shows its symbol, a block is a block. */
export function digitCells(grid: DigitGrid): BoardDescription["cells"] {
  return grid.cells.map((g) => (g > 0 ? { text: digitSymbol(g) } : g < 0 ? { block: true } : null));
}

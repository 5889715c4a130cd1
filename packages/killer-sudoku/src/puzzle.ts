import { type Cell, cellNameAt, cellAt as kitCellAt } from "@gridsmith/kit";
import { boxUnits } from "@gridsmith/kit/digit-play";

/** A cage: cells (indexes into the grid, row by row) whose digits differ and add up to `sum`. */
export interface Cage {
  sum: number;
  cells: number[];
}

/**
 * A killer sudoku: an n x n grid (n = 4, 6 or 9, with boxes 2x2, 2x3 and 3x3) covered by cages; `givens`
 * holds a digit per cell, 0 where none is given (most killers give none).
 */
export interface Puzzle {
  size: number;
  cages: Cage[];
  givens: number[];
}

/** A filled grid, row by row. */
export type Solution = number[];

/** The grades a generated puzzle can be asked for, easiest first (what `grade` calls them). */
export const DIFFICULTIES = ["easy", "medium", "hard", "expert"] as const;

/** One of {@link DIFFICULTIES}. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Generator parameters. */
export interface Params {
  /** 4, 6 or 9 (default 9). */
  size: number;
  /** The largest cage the generator makes (2 to the size; default 4): larger cages, harder puzzles. */
  maxCage?: number;
  /** The grade to aim at (see `grade`); absent: whatever the cages give. */
  difficulty?: Difficulty;
}

/** The grid sizes this package plays: each has boxes of a fixed shape. */
export const SIZES = [4, 6, 9] as const;

/** Box height and width per size: 2x2, 2x3 (two rows of three) and 3x3. */
export function boxShape(size: number): { rows: number; cols: number } | null {
  if (size === 4) return { rows: 2, cols: 2 };
  if (size === 6) return { rows: 2, cols: 3 };
  if (size === 9) return { rows: 3, cols: 3 };
  return null;
}

/** `r3c7` for cell `i` of a grid `size` wide. @deprecated Use `cellNameAt(i, size)` from `@gridsmith/kit`. */
export const cellName = (size: number, i: number): string => cellNameAt(i, size);

/** Row and column (0-based) of a cell index. @deprecated Use `cellAt(i, size)` from `@gridsmith/kit`. */
export const cellAt = (size: number, i: number): Cell => kitCellAt(i, size);

/**
 * The units of the grid, each a list of cell indexes: rows first, then columns, then boxes (left to right,
 * top to bottom). Size must be one of {@link SIZES}.
 */
export function unitsOf(size: number): number[][] {
  const box = boxShape(size);
  if (!box) throw new RangeError(`a killer sudoku is 4x4, 6x6 or 9x9, not ${size}x${size}`);
  return boxUnits(size, box).units;
}

/** `row 3`, `column 7`, `box 5` for the index of a unit in {@link unitsOf}. */
export function unitName(size: number, u: number): string {
  if (u < size) return `row ${u + 1}`;
  if (u < 2 * size) return `column ${u - size + 1}`;
  return `box ${u - 2 * size + 1}`;
}

import type { Step } from "@gridsmith/kit";
import type { SudokuAttempt, SudokuPuzzle } from "../sudoku/model.ts";
import * as sudoku from "../sudoku/model.ts";
import type { CellDecoration } from "../sudoku/SudokuBoard.tsx";

/** A cage: cells (indexes, row by row) whose digits differ and add up to `sum`. */
export interface Cage {
  sum: number;
  cells: number[];
}

/** The killer-sudoku package's puzzle as the site reads it: a sudoku grid of `size`, its cages and givens. */
export interface KillerPuzzle {
  size: number;
  cages: Cage[];
  givens: number[];
}

/** The package's solution, and what `check` and `hint` read: a digit per cell, row by row, 0 for empty. */
export type KillerSolution = number[];

/**
 * The attempt is a sudoku attempt (digits and pencil marks): killer sudoku plays as sudoku does, the cages
 * are drawn on top.
 */
export type KillerAttempt = SudokuAttempt;

/** The puzzle as the sudoku board sees it: its givens. */
export const asSudoku = (p: KillerPuzzle): SudokuPuzzle => ({ size: p.size, cells: p.givens });

export const newAttempt = (p: KillerPuzzle) => sudoku.newAttempt(asSudoku(p));
export const restore = (p: KillerPuzzle, saved: unknown) => sudoku.restore(asSudoku(p), saved);
export const toSolution = (p: KillerPuzzle, a: KillerAttempt): KillerSolution =>
  sudoku.toSolution(asSudoku(p), a).cells;
export const withSolution = (p: KillerPuzzle, s: KillerSolution) =>
  sudoku.withSolution(asSudoku(p), { cells: s });
/** Hint steps place `{ row, col, value }`, which the sudoku board carries out. */
export const applyStep = (p: KillerPuzzle, a: KillerAttempt, step: Step) =>
  sudoku.applyStep(asSudoku(p), a, step);
export const isComplete = (p: KillerPuzzle, a: KillerAttempt) => sudoku.isComplete(asSudoku(p), a);
export const progress = (p: KillerPuzzle, a: KillerAttempt) => sudoku.progress(asSudoku(p), a);
export const mistakes = (p: KillerPuzzle, a: KillerAttempt, s: KillerSolution) =>
  sudoku.mistakes(asSudoku(p), a, { cells: s });
export const fillCandidates = (p: KillerPuzzle, a: KillerAttempt) => sudoku.fillCandidates(asSudoku(p), a);

/**
 * What each cell shows of its cage: a dashed line on every side that borders another cage or the grid's
 * edge, the sum in the cage's first cell (the top one, leftmost of the top row), and the cage in words.
 */
export function cageDecorations(p: KillerPuzzle): CellDecoration[] {
  const cageOf = new Array<number>(p.size * p.size).fill(-1);
  p.cages.forEach((cage, k) => {
    for (const i of cage.cells) cageOf[i] = k;
  });
  const first = new Map(p.cages.map((cage, k) => [Math.min(...cage.cells), k]));
  return cageOf.map((k, i) => {
    if (k < 0) return {};
    const row = Math.floor(i / p.size);
    const col = i % p.size;
    const other = (r: number, c: number) =>
      r < 0 || c < 0 || r >= p.size || c >= p.size || cageOf[r * p.size + c] !== k;
    const cage = p.cages[k]!;
    return {
      classes: {
        cage: true,
        "cage-top": other(row - 1, col),
        "cage-bottom": other(row + 1, col),
        "cage-left": other(row, col - 1),
        "cage-right": other(row, col + 1),
      },
      corner: first.get(i) === k ? String(cage.sum) : undefined,
      label: `cage of ${cage.cells.length} adding to ${cage.sum}`,
    };
  });
}

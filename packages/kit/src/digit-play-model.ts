// The play model of a grid of digits with pencil marks, from a type's hooks.
import { type BoardDescription, type BoardView, isMove, type Move } from "./board.js";
import { cellAt } from "./cells.js";
import {
  applyDigitMove,
  candidateMasks,
  digitsOf,
  markMax,
  readDigitAttempt,
  withMarks,
} from "./digit-play-attempt.js";
import { type DigitAttempt, type DigitGrid, type digitCells, digitSymbol } from "./digit-play-grid.js";
import { type DigitPlacement, placeDigit } from "./digit-play-placement.js";
import type { PlayModel, Problem, Step } from "./types.js";

/** The digits of a mask, smallest first. */
const digitsOfMask = (max: number, mask: number) =>
  Array.from({ length: max }, (_, k) => k + 1).filter((d) => mask & (1 << (d - 1)));

/**
 * What a type playing as a grid of digits says of itself; {@link digitPlay} makes the rest of its play model.
 */
export interface DigitPlayHooks<Puzzle, Solution, Deduction> {
  /** The puzzle's grid. */
  grid(puzzle: Puzzle): DigitGrid;
  /** The board: the grid's cells (see {@link digitCells}) with the type's regions, cages or clues. */
  board(puzzle: Puzzle, grid: DigitGrid): BoardDescription;
  /** A solution's digit per cell, row-major (0 in blocks). */
  digits(puzzle: Puzzle, solution: Solution): readonly number[];
  /** The type's (partial) solution with these digits per cell (0 where empty and in blocks). */
  solution(puzzle: Puzzle, digits: number[]): Partial<Solution> | Solution;
  /** The attempt after one of the type's hint deductions; the input is never changed. */
  deduce(puzzle: Puzzle, grid: DigitGrid, attempt: DigitAttempt, deduction: Deduction): DigitAttempt;
  /** How a digit is written in words (a mistake's "r1c2 is not 12"); default: {@link digitSymbol}. */
  symbol?(puzzle: Puzzle, digit: number): string;
  /** The candidates "fill candidates" writes, as masks per cell; default: {@link candidateMasks}. */
  candidates?(puzzle: Puzzle, grid: DigitGrid, attempt: DigitAttempt): number[];
}

/**
 * The play model of a type played as a grid of digits with pencil marks: the attempt is a
 * {@link DigitAttempt}, moves write digits and toggle marks, a hint's step is carried out deduction by
 * deduction with the type's `deduce`.
 */
export function digitPlay<Puzzle, Solution, Deduction>(
  hooks: DigitPlayHooks<Puzzle, Solution, Deduction>,
): PlayModel<Puzzle, Solution, DigitAttempt, Deduction> {
  const open = (grid: DigitGrid) => grid.cells.flatMap((g, i) => (g === 0 ? [i] : []));
  return {
    newAttempt(p) {
      const zeros = () => new Array<number>(hooks.grid(p).cells.length).fill(0);
      return { v: zeros(), n: zeros() };
    },
    readAttempt: (p, saved) => readDigitAttempt(hooks.grid(p), saved),
    applyStep(p, a, step: Step<Deduction> | Move) {
      const grid = hooks.grid(p);
      if (isMove(step)) return applyDigitMove(grid, a, step);
      const deductions: unknown[] = Array.isArray(step.deductions) ? step.deductions : [];
      return deductions.reduce<DigitAttempt>(
        (next, d) =>
          typeof d === "object" && d !== null ? hooks.deduce(p, grid, next, d as Deduction) : next,
        a,
      );
    },
    isComplete(p, a) {
      const grid = hooks.grid(p);
      return grid.cells.every((g, i) => g !== 0 || !!a.v[i]);
    },
    mistakes(p, a, solution) {
      const grid = hooks.grid(p);
      const digits = hooks.digits(p, solution);
      return open(grid).flatMap((i): Problem[] => {
        const d = a.v[i] ?? 0;
        if (!d || d === digits[i]) return [];
        const cell = cellAt(i, grid.cols);
        return [
          {
            code: "differs-from-solution",
            message: `r${cell.row + 1}c${cell.col + 1} is not ${hooks.symbol?.(p, d) ?? digitSymbol(d)}`,
            cells: [cell],
          },
        ];
      });
    },
    toSolution: (p, a) => hooks.solution(p, digitsOf(hooks.grid(p), a)),
    fromSolution(p, solution) {
      const grid = hooks.grid(p);
      const digits = hooks.digits(p, solution);
      return {
        v: grid.cells.map((g, i) => (g === 0 ? digits[i] || 0 : 0)),
        n: new Array<number>(grid.cells.length).fill(0),
      };
    },
    progress(p, a) {
      const cells = open(hooks.grid(p));
      return { filled: cells.filter((i) => a.v[i]).length, total: cells.length };
    },
    board: (p) => hooks.board(p, hooks.grid(p)),
    view(p, a): BoardView {
      const grid = hooks.grid(p);
      return {
        values: grid.cells.map((g, i) => (g === 0 && a.v[i] ? a.v[i]! : null)),
        marks: grid.cells.map((g, i) => (g === 0 && !a.v[i] ? digitsOfMask(markMax(grid), a.n[i] ?? 0) : [])),
      };
    },
    fillCandidates(p, a) {
      const grid = hooks.grid(p);
      return withMarks(grid, a, hooks.candidates?.(p, grid, a) ?? candidateMasks(grid, a));
    },
  };
}

/**
 * The play model of a type played as a grid of digits whose hint deductions are placements `{ row, col, value }`
 * in the grid (Killer Sudoku, Kakuro, Kropki): {@link digitPlay}, each deduction carried out by
 * {@link placeDigit}.
 */
export function placementPlay<Puzzle, Solution>(
  hooks: Omit<DigitPlayHooks<Puzzle, Solution, DigitPlacement>, "deduce">,
): PlayModel<Puzzle, Solution, DigitAttempt, DigitPlacement> {
  return digitPlay<Puzzle, Solution, DigitPlacement>({
    ...hooks,
    deduce: (_p, grid, attempt, placement) => placeDigit(grid, attempt, placement),
  });
}

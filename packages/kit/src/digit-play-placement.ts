// The hint steps of the types that place digits: a placement, its step's words, the path of such steps.
import { cellAt, cellNameAt } from "./cells.js";
import { setDigit } from "./digit-play-attempt.js";
import type { DigitAttempt, DigitGrid } from "./digit-play-grid.js";
import { framedCell } from "./framed-grid.js";
import { pathOfSteps } from "./grade.js";
import type { Cell, Step } from "./types.js";

/** A digit a hint's step writes (killer sudoku's and kakuro's deductions): row and column 0-based. */
export interface DigitPlacement {
  row: number;
  col: number;
  value: number;
}

/**
 * The hint's step that writes `value` in cell `i` of a grid `cols` wide: "r2c3 must be 4: `message`", naming
 * as its reason the cells of `because` other than `i`, each once, in reading order.
 */
export function placementStep(
  cols: number,
  technique: string,
  i: number,
  value: number,
  message: string,
  because: readonly number[],
): Step<DigitPlacement> {
  const at = cellAt(i, cols);
  const cells = [...new Set(because.filter((j) => j !== i))]
    .sort((a, b) => a - b)
    .map((j) => cellAt(j, cols));
  return {
    technique,
    message: `${cellNameAt(i, cols)} must be ${value}: ${message}`,
    cells: [at],
    because: { cells },
    deductions: [{ ...at, value }],
  };
}

/**
 * The hint's step of a genre played on a board framed by its clues (Skyscrapers, Easy as ABC) that writes
 * `value` in grid cell `i` of a grid `width` cells wide: "r2c3 " and `says` ("must be 4: ..."), pointing at
 * the cell on the framed board, its reasons the framed cells of `because` (clues among them) other than it,
 * its deduction the grid's row and column (from 0).
 */
export function framedPlacementStep(
  p: { width: number },
  technique: string,
  i: number,
  value: number,
  says: string,
  because: readonly Cell[],
): Step<DigitPlacement> {
  const at = framedCell(p, i);
  const others = because.filter((c) => c.row !== at.row || c.col !== at.col);
  return {
    technique,
    message: `${cellNameAt(i, p.width)} ${says}`,
    cells: [at],
    ...(others.length > 0 ? { because: { cells: others } } : {}),
    deductions: [{ row: at.row - 1, col: at.col - 1, value }],
  };
}

/**
 * The logical solution path of a type that places digits: the steps `next` finds from `values` (a digit per
 * cell of a grid `cols` wide, 0 for empty) one after another, each step's placements written into `values`
 * before the next is asked for, until `next` finds nothing. `values` ends as far as logic fills it.
 */
export function placementPath<S extends Step<DigitPlacement>>(
  values: number[],
  cols: number,
  next: (values: readonly number[]) => S | null,
): S[] {
  return pathOfSteps(
    () => next(values),
    (step) => {
      for (const d of step.deductions) values[d.row * cols + d.col] = d.value;
    },
  );
}

/**
 * The hint's step when no digit can be placed in some open cell whatever the others hold: the digits written
 * so far cannot all stand, or the puzzle has no solution. It names no cell and deduces nothing.
 */
export function deadEndStep(): Step<DigitPlacement> {
  return {
    technique: "contradiction",
    message:
      "no digits can finish the grid from here: a digit written so far is wrong, or the puzzle has no solution",
    cells: [],
    deductions: [],
  };
}

/**
 * Carries out a hint's placement `{ row, col, value }` (killer sudoku's and kakuro's deductions): the digit
 * goes in the cell when it is open and the digit in range; anything else changes nothing.
 */
export function placeDigit(grid: DigitGrid, a: DigitAttempt, placement: DigitPlacement): DigitAttempt {
  const { row, col, value } = placement;
  const rows = grid.cells.length / grid.cols;
  if (
    !(Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < rows && col < grid.cols)
  )
    return a;
  if (!(Number.isInteger(value) && value >= 1 && value <= grid.max)) return a;
  return setDigit(grid, a, row * grid.cols + col, value);
}

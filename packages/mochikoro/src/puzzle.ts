import { gridBlocks, gridLimits, type Limits } from "@gridsmith/kit";
import { NO_NUMBER as EMPTY, type NumberGrid, HIDDEN_NUMBER as UNKNOWN } from "@gridsmith/kit/puzzlink";

// A cell without a number (it may be shaded or not), and one whose number is hidden (puzz.link's "?":
// unshaded, in a rectangle of any area): the kit's number codes.
export { EMPTY, UNKNOWN };

/**
 * A Mochikoro puzzle: `width` x `height` cells, row by row, each a number (the area of the unshaded
 * rectangle it lies in), {@link EMPTY} or {@link UNKNOWN}.
 */
export type Puzzle = NumberGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  notes: "cells hold a number 1 to 1600, none, or a hidden one",
});

/** The largest number: the area of the largest grid, all its cells. */
export const MAX_NUMBER = limits.maxCells;

/** Every 2x2 block of the grid, as four cells (top left, top right, bottom left, bottom right). */
export const blocks = (puzzle: Pick<Puzzle, "width" | "height">) => gridBlocks(puzzle);

/** A rectangle of cells: its top row, left column, and its sides. */
export interface Rect {
  top: number;
  left: number;
  rows: number;
  cols: number;
}

/** The cells of `rect`, row by row. */
export function rectCells(puzzle: Pick<Puzzle, "width">, rect: Rect): number[] {
  const out: number[] = [];
  for (let r = rect.top; r < rect.top + rect.rows; r++)
    for (let c = rect.left; c < rect.left + rect.cols; c++) out.push(r * puzzle.width + c);
  return out;
}

/** The cells outside `rect` that touch it by a side: what shuts it in. */
export function rectRim(puzzle: Pick<Puzzle, "width" | "height">, rect: Rect): number[] {
  const { width, height } = puzzle;
  const out: number[] = [];
  const { top, left, rows, cols } = rect;
  for (let c = left; c < left + cols; c++) {
    if (top > 0) out.push((top - 1) * width + c);
    if (top + rows < height) out.push((top + rows) * width + c);
  }
  for (let r = top; r < top + rows; r++) {
    if (left > 0) out.push(r * width + left - 1);
    if (left + cols < width) out.push(r * width + left + cols);
  }
  return out;
}

/**
 * The rectangles that may hold numbered cell `i`: of its number's area (any area for a hidden one), inside
 * the grid, with no other numbered cell in them.
 */
export function rectsOf(puzzle: Puzzle, i: number): Rect[] {
  const { width, height, cells } = puzzle;
  const n = cells[i]!;
  const r0 = Math.floor(i / width);
  const c0 = i % width;
  const out: Rect[] = [];
  for (let rows = 1; rows <= height; rows++)
    for (let cols = 1; cols <= width; cols++) {
      if (n > 0 && rows * cols !== n) continue;
      for (let top = Math.max(0, r0 - rows + 1); top <= r0 && top + rows <= height; top++)
        for (let left = Math.max(0, c0 - cols + 1); left <= c0 && left + cols <= width; left++) {
          const rect = { top, left, rows, cols };
          if (rectCells(puzzle, rect).every((j) => j === i || cells[j] === EMPTY)) out.push(rect);
        }
    }
  return out;
}

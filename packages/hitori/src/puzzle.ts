import { gridLimits, type Limits } from "@gridsmith/kit";
import type { NumberGrid } from "@gridsmith/kit/puzzlink";

/** A cell of the puzzle: a number (0 and up), {@link EMPTY} or {@link UNKNOWN}. */
export type Cell = number;

// A cell without a number (it may be shaded or not, and no number of it can repeat), and one whose number is
// hidden (puzz.link's "?": like a cell without one for the rules): the kit's number codes.
export { HIDDEN_NUMBER as UNKNOWN, NO_NUMBER as EMPTY } from "@gridsmith/kit/puzzlink";

/** The largest number a cell holds: what a puzz.link link can write (`-zz`). */
export const MAX_NUMBER = 1295;

/** A Hitori puzzle: `width` x `height` cells, row by row. */
export type Puzzle = NumberGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells. */
export const MAX_SIDE = 40;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // A pzprv3 file of the largest grid: two sections of 40 x 40 tokens of up to 4 characters:
  // kit's default text bound (64 KiB) holds it.
  notes: "cells hold a number 0 to 1295, none, or a hidden one; the generator makes 4x4 to 12x12",
});

/**
 * The cells of each row and each column that hold the same number, two or more of them: of each such group
 * at most one stays unshaded. Numbers below 1 are not compared (puzz.link's checker skips them too).
 */
export function repeats(puzzle: Puzzle): number[][] {
  const { width, height, cells } = puzzle;
  const groups: number[][] = [];
  const collect = (line: number[]) => {
    const byNumber = new Map<number, number[]>();
    for (const i of line) {
      const v = cells[i]!;
      if (v < 1) continue;
      const list = byNumber.get(v);
      if (list) list.push(i);
      else byNumber.set(v, [i]);
    }
    for (const list of byNumber.values()) if (list.length > 1) groups.push(list);
  };
  for (let r = 0; r < height; r++) collect(Array.from({ length: width }, (_, c) => r * width + c));
  for (let c = 0; c < width; c++) collect(Array.from({ length: height }, (_, r) => r * width + c));
  return groups;
}

// The row and column of cell `i`, and the cells beside it (up, left, right, down).
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours } from "@gridsmith/kit";

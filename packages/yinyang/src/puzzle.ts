import { type GridSize, gridLimits, type Limits } from "@gridsmith/kit";

/** A cell without a given circle. */
export const NONE = 0;
/** A given white circle (pzprjs's 1). */
export const WHITE = 1;
/** A given black circle (pzprjs's 2). */
export const BLACK = 2;

/** A Yin-Yang puzzle: `width` x `height` cells, row by row, each {@link NONE}, {@link WHITE} or {@link BLACK}. */
export interface Puzzle extends GridSize {
  circles: number[];
}

/** An answer: 1 where a cell holds a black circle, 0 where it holds a white one, row by row. */
export type Solution = number[];

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  // A pzprv3 file of the largest grid: two sections of 40 x 40 tokens of 2 characters, and a header.
  maxTextLength: 16 * 1024,
  notes: "cells hold no circle, a white one or a black one; the generator makes 4x4 to 10x10",
});

// The cells beside cell `i` (up, left, right, down).
export { puzzleNeighbours as neighbours } from "@gridsmith/kit";

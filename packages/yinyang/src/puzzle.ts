import { type GridSize, gridLimits, type Limits } from "@gridsmith/kit";

// A cell without a given circle, a given white circle and a given black circle: the kit's circle codes.
export { BLACK_CIRCLE as BLACK, NO_CIRCLE as NONE, WHITE_CIRCLE as WHITE } from "@gridsmith/kit/puzzlink";

/** A Yin-Yang puzzle: `width` x `height` cells, row by row, each {@link NONE}, {@link WHITE} or {@link BLACK}. */
export interface Puzzle extends GridSize {
  circles: number[];
}

// An answer and the generator's parameters: kit's shading (1 where a cell holds a black circle, 0 where it
// holds a white one, row by row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  // A pzprv3 file of the largest grid: two sections of 40 x 40 tokens of 2 characters, and a header.
  maxTextLength: 16 * 1024,
  notes: "cells hold no circle, a white one or a black one; the generator makes 4x4 to 10x10",
});

// The cells beside cell `i` (up, left, right, down).
export { puzzleNeighbours as neighbours } from "@gridsmith/kit";

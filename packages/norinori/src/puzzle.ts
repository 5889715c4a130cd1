import { gridLimits, type Limits } from "@gridsmith/kit";
import type { RoomGrid } from "@gridsmith/kit/puzzlink";

/** A Norinori puzzle: `width` x `height` cells, row by row, each cell's room (0, 1, ... in reading order). */
export type Puzzle = RoomGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(54, {
  // A pzprv3 file of the largest grid: a room section and an answer section of 54 x 54 tokens:
  // kit's default text bound (64 characters a cell) holds it.
  notes: "each cell belongs to a room; a room has at least two cells; the generator makes 4x4 to 6x6",
});

// The row and column of cell `i`, the cells beside it (up, left, right, down), and the cells of each room.
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours, roomCells } from "@gridsmith/kit";

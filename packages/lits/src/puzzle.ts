import { gridLimits, type Limits } from "@gridsmith/kit";
import type { RoomGrid } from "@gridsmith/kit/puzzlink";

/** A LITS puzzle: `width` x `height` cells, row by row, each cell's room (0, 1, ... in reading order). */
export type Puzzle = RoomGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest LITS (40x57).
  notes: "each cell belongs to a room; a room has at least four cells",
});

// The row and column of cell `i`, the cells beside it (up, left, right, down), and the cells of each room.
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours, roomCells } from "@gridsmith/kit";

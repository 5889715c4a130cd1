import { gridLimits, type Limits } from "@gridsmith/kit";
import type { RoomNumbers } from "@gridsmith/kit/puzzlink";

// A cell without a number: the kit's number sections' -1. puzz.link's hidden number ("?") says no more than
// none in Shimaguni (an island of any size), and is read as none.
export { NO_NUMBER as EMPTY } from "@gridsmith/kit/puzzlink";

/**
 * A Shimaguni (Islands) puzzle: `width` x `height` cells, row by row, each cell's room (0, 1, ... in the
 * reading order of their first cell), and each cell's number ({@link EMPTY} for none): a room holds at most
 * one number, its island's size, on its top cell as puzz.link places it (the leftmost column's topmost cell).
 */
export type Puzzle = RoomNumbers;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Shimaguni (30x45).
  notes:
    "each cell belongs to a room; a room holds at most one number, 0 to 4096 (more than its cells: no answer)",
});

/** The largest number a room holds: the size of an island in a room of the largest grid, all its cells. */
export const MAX_NUMBER = limits.maxCells;

// The row and column of cell `i`, and the cells beside it (up, left, right, down).
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours } from "@gridsmith/kit";
// Rooms with at most one number each, on the room's top cell: the kit's room-numbers helpers.
export { numbersOnTop, roomCells, roomNumbers, topCell } from "@gridsmith/kit/puzzlink";

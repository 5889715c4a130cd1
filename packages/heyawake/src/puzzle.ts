import { gridLimits, type Limits } from "@gridsmith/kit";
import type { RoomNumbers } from "@gridsmith/kit/puzzlink";

// A cell without a number: the kit's number sections' -1. puzz.link's hidden number ("?") says no more than
// none in Heyawake (any count is right), and its links cannot hold one: it is read as none.
export { NO_NUMBER as EMPTY } from "@gridsmith/kit/puzzlink";

/**
 * A Heyawake puzzle: `width` x `height` cells, row by row, each cell's room (0, 1, ... in the reading order of
 * their first cell), and each cell's number ({@link EMPTY} for none): a room holds at most one number, on
 * its top cell as puzz.link places it (the leftmost column's topmost cell).
 */
export type Puzzle = RoomNumbers;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Heyawake (31x45).
  notes: "each cell belongs to a room; a room holds at most one number, 0 to 4096",
});

/** The largest number a room holds: what a room of the largest grid could, all its cells. */
export const MAX_NUMBER = limits.maxCells;

/**
 * The runs that must hold a shaded cell: along every row and column, from the last cell before a room
 * border to the first cell after the next border, so no unshaded run crosses two borders (spans three
 * rooms).
 */
export function borderRuns(puzzle: Pick<Puzzle, "width" | "height" | "rooms">): number[][] {
  const { width, height, rooms } = puzzle;
  const runs: number[][] = [];
  const line = (cells: number[]) => {
    // Border k lies between cells[k - 1] and cells[k].
    const borders: number[] = [];
    for (let k = 1; k < cells.length; k++) if (rooms[cells[k - 1]!] !== rooms[cells[k]!]) borders.push(k);
    for (let b = 0; b + 1 < borders.length; b++) runs.push(cells.slice(borders[b]! - 1, borders[b + 1]! + 1));
  };
  for (let r = 0; r < height; r++) line(Array.from({ length: width }, (_, c) => r * width + c));
  for (let c = 0; c < width; c++) line(Array.from({ length: height }, (_, r) => r * width + c));
  return runs;
}

// The row and column of cell `i`, and the cells beside it (up, left, right, down).
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours } from "@gridsmith/kit";
// Rooms with at most one number each, on the room's top cell: the kit's room-numbers helpers.
export { numbersOnTop, roomCells, roomNumbers, topCell } from "@gridsmith/kit/puzzlink";

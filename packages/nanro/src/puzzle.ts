import { cellRoomSizes, gridLimits, type Limits, roomCells } from "@gridsmith/kit";
import { type RoomGivens, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";

export { MAX_GIVEN, NO_GIVEN, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";
export { roomCells };

/**
 * A Nanro (puzz.link's `nanro`) puzzle: a `width` x `height` grid cut into rooms. Numbers go in some cells:
 * each room holds at least one, all its numbers are one number N and N of its cells hold it; the numbered
 * cells are connected, no 2x2 block is all numbered, and equal numbers in different rooms do not touch
 * across a room border.
 *
 * `rooms` is each cell's room (0, 1, ... in the reading order of their first cell), row by row; `givens`
 * each cell's given number, {@link NO_GIVEN} for none or {@link UNKNOWN_GIVEN} for a `?` (a numbered cell
 * whose number is not shown, as puzz.link can write).
 */
export type Puzzle = RoomGivens;

// An answer and the generator's parameters: kit's cell numbers (each cell's number, 0 where it holds none,
// row by row) and side params (the grid is `size` x `size`).
export type { CellNumbers as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(30, {
  // A pzprv3 file of the largest grid: a room section and two number sections of 30 x 30 tokens:
  // kit's default text bound (64 KiB) holds it.
  notes: "numbers 1 to the size of their room, givens 1 to 35; the generator makes 4x4 to 6x6",
});

/** The largest number a cell can hold: a room of every cell of the largest grid. */
export const MAX_NUMBER = limits.maxCells;

/** The largest number of each cell: the size of its room. */
export const cellTops: (puzzle: Pick<Puzzle, "rooms">) => number[] = cellRoomSizes;

/** Each pair of cells side by side in different rooms, the lower cell first. */
export function borderPairs(puzzle: Pick<Puzzle, "width" | "height" | "rooms">): [number, number][] {
  const { width: w, height: h, rooms } = puzzle;
  const out: [number, number][] = [];
  for (let i = 0; i < w * h; i++) {
    if (i % w < w - 1 && rooms[i] !== rooms[i + 1]) out.push([i, i + 1]);
    if (i + w < w * h && rooms[i] !== rooms[i + w]) out.push([i, i + w]);
  }
  return out;
}

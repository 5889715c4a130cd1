// Random cuts of a square grid into rectangles: the drafts of the genres whose answer divides the grid into
// rectangles (Shikaku, Tatamibari), each of which then writes its own clue in one cell of each rectangle.
import type { Rng } from "../rng.js";

/** Where a rectangle may grow from its top-left cell: the free cells right of it and the rows below it. */
export interface RectangleRoom {
  /** The free cells in a row from the top-left cell, itself included (at most the rectangles' largest side). */
  width: number;
  /** The rows from the top-left cell down to the grid's edge (at most the rectangles' largest side). */
  height: number;
}

/**
 * A random cut of a `size` x `size` grid into rectangles, each the list of its cells in reading order: the
 * first free cell (row by row) starts a rectangle of random width and height, each up to `maxSide` and
 * what `room` there leaves; `reshape` may change the drawn width and height within that room (keep the
 * rectangles small enough to be puzzles, say). The cells below a free first cell are always free.
 */
export function randomRectangles(
  size: number,
  maxSide: number,
  rng: Rng,
  reshape?: (width: number, height: number, room: RectangleRoom) => [number, number],
): number[][] {
  const owner = new Array<number>(size * size).fill(-1);
  const rects: number[][] = [];
  for (let s = 0; s < owner.length; s++) {
    if (owner[s] !== -1) continue;
    const r = Math.floor(s / size);
    const c = s % size;
    let free = 1;
    while (c + free < size && owner[s + free] === -1 && free < maxSide) free++;
    const room = { width: free, height: Math.min(maxSide, size - r) };
    let w = 1 + rng.int(room.width);
    let h = 1 + rng.int(room.height);
    if (reshape) [w, h] = reshape(w, h, room);
    const cells: number[] = [];
    for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) cells.push(y * size + x);
    for (const i of cells) owner[i] = rects.length;
    rects.push(cells);
  }
  return rects;
}

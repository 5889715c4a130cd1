import { cellRoomSizes, gridLimits, type Limits, roomCells } from "@gridsmith/kit";
import { type RoomGivens, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";

export { MAX_GIVEN, NO_GIVEN, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";
export { roomCells };

/**
 * A Ripple Effect (puzz.link's `ripple`) puzzle: a `width` x `height` grid cut into rooms, to fill with
 * numbers so that a room of n cells holds 1 to n once each, and two equal numbers N in one row or column have
 * at least N cells between them.
 *
 * `rooms` is each cell's room (0, 1, ... in the reading order of their first cell), row by row; `givens`
 * each cell's given number, {@link NO_GIVEN} for none or {@link UNKNOWN_GIVEN} for a `?`: a given cell
 * whose number is not shown. As puzz.link's checker reads it, such a cell takes part in no rule: it holds no
 * number (0 in an answer) that could repeat in its room or clash along a row or column, while distances
 * still count across it and its room's other cells still hold different numbers up to the room's size.
 * Puzzles use whole rooms of `?` cells to shape a grid that is not a rectangle.
 */
export type Puzzle = RoomGivens;

// An answer and the generator's parameters: kit's cell numbers (each cell's number, row by row; 0 in a `?`
// cell and in an unfilled cell of a partial answer) and side params (the grid is `size` x `size`).
export type { CellNumbers as Solution, SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells. */
export const MAX_SIDE = 64;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // 64 holds Janko's largest Hakyuu (30x45).
  notes: "numbers 1 to the size of their room, givens 1 to 35; the generator makes 4x4 to 7x7",
});

/** The largest number a cell can hold: a room of every cell of the largest grid. */
export const MAX_NUMBER = limits.maxCells;

/** The largest number of each cell: the size of its room. */
export const cellTops: (puzzle: Pick<Puzzle, "rooms">) => number[] = cellRoomSizes;

/** The cells of each room that hold a number: all but its `?` cells (see {@link UNKNOWN_GIVEN}). */
export function numberedRoomCells(puzzle: Pick<Puzzle, "rooms" | "givens">): number[][] {
  return roomCells(puzzle).map((cells) => cells.filter((i) => puzzle.givens[i] !== UNKNOWN_GIVEN));
}

/**
 * The pairs of cells in one row or column close enough to clash: cell `a` before cell `b`, `gap` cells
 * apart (1 for neighbours), where both can hold a number of at least `gap` (a `?` cell holds none). Equal
 * numbers N at most N apart break the rule.
 */
export function ripplePairs(
  puzzle: Pick<Puzzle, "width" | "height" | "rooms" | "givens">,
): [number, number, number][] {
  const { width: w, height: h } = puzzle;
  const top = cellTops(puzzle).map((t, i) => (puzzle.givens[i] === UNKNOWN_GIVEN ? 0 : t));
  const out: [number, number, number][] = [];
  for (let a = 0; a < w * h; a++) {
    const r = Math.floor(a / w);
    const c = a % w;
    for (let d = 1; d <= top[a]!; d++) {
      if (c + d < w && top[a + d]! >= d) out.push([a, a + d, d]);
      if (r + d < h && top[a + d * w]! >= d) out.push([a, a + d * w, d]);
    }
  }
  return out;
}

import { gridLimits, type Limits } from "@gridsmith/kit";
import type { CluedBorderGrid } from "@gridsmith/kit/puzzlink";

export { edgeBetween, edgeCount, edgeName, edgeSides, innerEdges, regionsOf } from "@gridsmith/kit";

/** A cell without a number. */
export const EMPTY = -1;
/** A cell with a number whose value is not given (puzz.link's `?`): its rectangle may have any size. */
export const UNKNOWN = -2;

/** A Shikaku puzzle: `width` x `height` cells, row by row, each {@link EMPTY}, {@link UNKNOWN} or a number. */
export type Puzzle = CluedBorderGrid;

// An answer and the generator's parameters: kit's region borders (per edge, 1 where a border between two
// rectangles runs, 0 elsewhere; the outline's edges are 0) and side params (the grid is `size` x `size`).
export type { RegionBorders as Solution, SideParams as Params } from "@gridsmith/kit";

/**
 * The sizes this type accepts on every way in, checked before anything is sized by the input. The largest side
 * is 50 cells: published Shikaku run to 45x30 on pzv.jp and 50x40 on janko.at.
 */
export const limits: Limits = gridLimits(50, {
  // A pzprv3 file with its border sections on the largest grid is about 3 x 50 x 50 x 3 characters:
  // kit's default text bound (64 KiB) holds it.
  notes: "numbers from 1 to 2500, or ? (any size); the generator makes 5x5 to 12x12",
});

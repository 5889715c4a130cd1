// The grids of the genres whose clues stand on the grid points, the cells' corners (Creek, Slant): each a
// number 0 to 4 about the up to four cells around it.
import { jsonIntegerGrid } from "./json-value.js";
import type { Limits } from "./types.js";

/**
 * A grid of `width` x `height` cells with a clue on each of its (width + 1) x (height + 1) points, row by row
 * from the top-left corner: 0 to 4, -1 none, -2 a hidden one (puzz.link's `?`).
 */
export interface PointClueGrid {
  width: number;
  height: number;
  clues: number[];
}

/**
 * Reads a {@link PointClueGrid} given as a JSON value: `width` and `height` first (within `limits`), then
 * `clues`, exactly (width + 1) x (height + 1) integers from -2 to 4. Throws a ParseError whose `path` names
 * the wrong place.
 */
export function pointClueGridFromJson(value: unknown, limits: Limits): PointClueGrid {
  return jsonIntegerGrid(value, limits, "clues", (width, height) => (width + 1) * (height + 1), -2, 4);
}

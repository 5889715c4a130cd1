// The rectangle a set of cells spans: the rules of Shikaku, Tatamibari and Mochikoro ask whether a region
// fills it (a rectangle: as many cells as `height * width`), Sashigane's whether a region is an L along its edges, LITS' what a tetromino's is.

/** The rows and columns a set of cells spans, its first and last of each, and how many of each. */
export interface CellBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Rows spanned: `bottom - top + 1`. */
  height: number;
  /** Columns spanned: `right - left + 1`. */
  width: number;
}

/** The box `cells` (at least one, numbered row by row in a grid `width` cells wide) span. */
export function cellBox(cells: readonly number[], width: number): CellBox {
  const rows = cells.map((i) => Math.floor(i / width));
  const cols = cells.map((i) => i % width);
  const [top, bottom] = [Math.min(...rows), Math.max(...rows)];
  const [left, right] = [Math.min(...cols), Math.max(...cols)];
  return { top, bottom, left, right, height: bottom - top + 1, width: right - left + 1 };
}

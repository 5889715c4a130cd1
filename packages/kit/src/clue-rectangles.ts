// The candidate pieces of the genres that cut the grid into one piece around each clue (Shikaku's rectangles,
// Tatamibari's mats, Sashigane's L shapes): the rectangles around a clue that hold no other clue, and the
// list of every candidate, capped so that the model that holds them stays a size the engine can take.
import type { Piece } from "./border-pieces.js";
import type { GridSize } from "./border-regions.js";

/** A grid with clues: per cell, row by row, a clue or -1 for none. */
export interface CluedGrid extends GridSize {
  clues: readonly number[];
}

/**
 * How many clues lie in rows [top, bottom) x columns [left, right) of a grid (see {@link clueCounter}).
 */
export type ClueCount = (top: number, left: number, bottom: number, right: number) => number;

/**
 * A rectangle a clue may take, as rows [top, bottom) and columns [left, right): `clue` is the clue's cell.
 * Answers false to stop the visits.
 */
export type RectangleVisit = (
  clue: number,
  top: number,
  left: number,
  bottom: number,
  right: number,
) => boolean;

/**
 * Counts the clues of any rectangle of `p` in four look-ups: it sums the clues of every rectangle from the
 * top-left corner once, up front.
 */
export function clueCounter(p: CluedGrid): ClueCount {
  const { width: w, height: h, clues } = p;
  // below[r * (w + 1) + c]: the clues in rows [0, r) x columns [0, c).
  const below = new Int32Array((w + 1) * (h + 1));
  const at = (r: number, c: number) => below[r * (w + 1) + c]!;
  for (let r = 1; r <= h; r++)
    for (let c = 1; c <= w; c++)
      below[r * (w + 1) + c] =
        (clues[(r - 1) * w + c - 1] === -1 ? 0 : 1) + at(r - 1, c) + at(r, c - 1) - at(r - 1, c - 1);
  return (top, left, bottom, right) => at(bottom, right) - at(top, right) - at(bottom, left) + at(top, left);
}

/**
 * Calls `visit` with each rectangle that holds the clue of cell `i` and no other clue (`count`, from
 * {@link clueCounter}, counts them) and whose `rows` x `cols` `fits` allows. The rectangles come top edge
 * upward first, then bottom edge downward, left edge leftward, right edge rightward. Answers false when
 * `visit` did (and stops there).
 */
export function eachLoneRectangle(
  p: GridSize,
  count: ClueCount,
  i: number,
  fits: (rows: number, cols: number) => boolean,
  visit: RectangleVisit,
): boolean {
  const { width: w, height: h } = p;
  const row = Math.floor(i / w);
  const col = i % w;
  // A rectangle that holds a second clue still holds it when it grows: each loop stops at the first.
  for (let t = row; t >= 0 && count(t, col, row + 1, col + 1) === 1; t--)
    for (let b = row + 1; b <= h && count(t, col, b, col + 1) === 1; b++)
      for (let l = col; l >= 0 && count(t, l, b, col + 1) === 1; l--)
        for (let r = col + 1; r <= w && count(t, l, b, r) === 1; r++)
          if (fits(b - t, r - l) && !visit(i, t, l, b, r)) return false;
  return true;
}

/**
 * Calls `visit` with each rectangle around each clue of `p` (clue cells in order, each as
 * {@link eachLoneRectangle} visits them) that holds no other clue and whose `rows` x `cols` `fits` allows for
 * the clue's value. Stops when `visit` answers false.
 */
export function eachClueRectangle(
  p: CluedGrid,
  fits: (clue: number, rows: number, cols: number) => boolean,
  visit: RectangleVisit,
): void {
  const count = clueCounter(p);
  for (let i = 0; i < p.clues.length; i++) {
    const clue = p.clues[i]!;
    if (clue !== -1 && !eachLoneRectangle(p, count, i, (rows, cols) => fits(clue, rows, cols), visit)) return;
  }
}

/** The cells of rows [top, bottom) x columns [left, right) of a grid `width` wide, row by row. */
export function rectangleCells(
  width: number,
  top: number,
  left: number,
  bottom: number,
  right: number,
): number[] {
  const cells: number[] = [];
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) cells.push(y * width + x);
  return cells;
}

/**
 * Every candidate piece `eachPiece` visits (an owner, the clue's cell that names it, and its cells), in the
 * order visited. Throws a RangeError when they cover more than `maxCover` cells in all, `what` naming them
 * ("the numbers' rectangles"): a model holds every cell of every candidate, so this bounds its size (the
 * genre's `validate` says so first, with kit's `pieceCoverProblems`).
 */
export function coverPieces(
  eachPiece: (visit: (owner: number, cells: number[]) => boolean) => void,
  maxCover: number,
  what: string,
): Piece[] {
  const out: Piece[] = [];
  let cover = 0;
  eachPiece((owner, cells) => {
    cover += cells.length;
    if (cover > maxCover) throw new RangeError(`${what} cover more than ${maxCover} cells`);
    out.push({ owner, cells });
    return true;
  });
  return out;
}

/**
 * Every rectangle `eachRectangle` visits, as a {@link Piece} of a grid `width` wide owned by the clue's cell,
 * with {@link coverPieces}' cap of `maxCover` cells in all (a RangeError past it, `what` naming them).
 */
export function rectanglePieces(
  width: number,
  eachRectangle: (visit: RectangleVisit) => void,
  maxCover: number,
  what: string,
): Piece[] {
  return coverPieces(
    (visit) => eachRectangle((clue, ...box) => visit(clue, rectangleCells(width, ...box))),
    maxCover,
    what,
  );
}

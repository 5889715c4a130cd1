import {
  clueCounter,
  eachLoneRectangle,
  type Piece,
  type RectangleVisit,
  rectanglePieces,
} from "@gridsmith/kit/pieces";
import { type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * The most cells, summed over every rectangle the numbers may take, that a puzzle may have: the model holds
 * each, so this bounds its size (a 50x50 of numbers takes far less; a few `?` on a large grid could take more).
 */
export const MAX_COVER = 2_000_000;

/**
 * Calls `visit` with each rectangle a number may take, as rows [top, bottom) and columns [left, right): it
 * holds the number's cell and no other number, and has the number's size (any size for a number not given).
 * Stops when `visit` returns false.
 */
export function eachRectangle(p: Puzzle, visit: RectangleVisit): void {
  const { width: w, height: h, clues } = p;
  const count = clueCounter(p);
  for (let i = 0; i < clues.length; i++) {
    const n = clues[i]!;
    if (n === -1) continue;
    if (n === UNKNOWN) {
      if (!eachLoneRectangle(p, count, i, () => true, visit)) return;
      continue;
    }
    // A known size: only its factor pairs, placed every way over the number's cell.
    const r = Math.floor(i / w);
    const c = i % w;
    for (let rows = 1; rows <= Math.min(n, h); rows++) {
      if (n % rows !== 0 || n / rows > w) continue;
      const cols = n / rows;
      for (let top = Math.max(0, r - rows + 1); top <= Math.min(r, h - rows); top++)
        for (let left = Math.max(0, c - cols + 1); left <= Math.min(c, w - cols); left++)
          if (
            count(top, left, top + rows, left + cols) === 1 &&
            !visit(i, top, left, top + rows, left + cols)
          )
            return;
    }
  }
}

/**
 * Every rectangle each number may take (as `eachRectangle` visits them), owned by its number's cell, numbers
 * in cell order. Throws a RangeError when they cover more than {@link MAX_COVER} cells in all (`validate`
 * says so first).
 */
export const rectangles = (p: Puzzle): Piece[] =>
  rectanglePieces(p.width, (visit) => eachRectangle(p, visit), MAX_COVER, "the numbers' rectangles");

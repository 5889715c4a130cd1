import { type Puzzle, UNKNOWN } from "./puzzle.js";

/** A rectangle a number may take: its number's cell and the cells it covers. */
export interface Rectangle {
  clue: number;
  cells: number[];
}

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
export function eachRectangle(
  p: Puzzle,
  visit: (clue: number, top: number, left: number, bottom: number, right: number) => boolean,
): void {
  const { width: w, height: h, clues } = p;
  // Numbered cells in rows [0, r) x columns [0, c), to count the numbers of any rectangle at once.
  const sum = new Int32Array((w + 1) * (h + 1));
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      sum[(r + 1) * (w + 1) + c + 1] =
        (clues[r * w + c] !== -1 ? 1 : 0) +
        sum[r * (w + 1) + c + 1]! +
        sum[(r + 1) * (w + 1) + c]! -
        sum[r * (w + 1) + c]!;
  const alone = (top: number, left: number, bottom: number, right: number) =>
    sum[bottom * (w + 1) + right]! -
      sum[top * (w + 1) + right]! -
      sum[bottom * (w + 1) + left]! +
      sum[top * (w + 1) + left]! ===
    1;
  for (let i = 0; i < clues.length; i++) {
    const n = clues[i]!;
    if (n === -1) continue;
    const r = Math.floor(i / w);
    const c = i % w;
    if (n !== UNKNOWN) {
      for (let rows = 1; rows <= Math.min(n, h); rows++) {
        if (n % rows !== 0 || n / rows > w) continue;
        const cols = n / rows;
        for (let top = Math.max(0, r - rows + 1); top <= Math.min(r, h - rows); top++)
          for (let left = Math.max(0, c - cols + 1); left <= Math.min(c, w - cols); left++)
            if (alone(top, left, top + rows, left + cols) && !visit(i, top, left, top + rows, left + cols))
              return;
      }
      continue;
    }
    // A rectangle holding another number still holds it when it grows: stop growing that way.
    for (let top = r; top >= 0 && alone(top, c, r + 1, c + 1); top--)
      for (let bottom = r + 1; bottom <= h && alone(top, c, bottom, c + 1); bottom++)
        for (let left = c; left >= 0 && alone(top, left, bottom, c + 1); left--)
          for (let right = c + 1; right <= w && alone(top, left, bottom, right); right++)
            if (!visit(i, top, left, bottom, right)) return;
  }
}

/**
 * Every rectangle each number may take (as `eachRectangle` visits them), numbers in cell order. Throws a
 * RangeError when they cover more than {@link MAX_COVER} cells in all (`validate` says so first).
 */
export function rectangles(p: Puzzle): Rectangle[] {
  const out: Rectangle[] = [];
  let cover = 0;
  eachRectangle(p, (clue, top, left, bottom, right) => {
    cover += (bottom - top) * (right - left);
    if (cover > MAX_COVER) throw new RangeError(`the numbers' rectangles cover more than ${MAX_COVER} cells`);
    const cells: number[] = [];
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) cells.push(y * p.width + x);
    out.push({ clue, cells });
    return true;
  });
  return out;
}

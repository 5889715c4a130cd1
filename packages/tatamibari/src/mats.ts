import { fitsSymbol, type Puzzle } from "./puzzle.js";

/** A mat a symbol may take: the symbol's cell and the cells it covers. */
export interface Mat {
  symbol: number;
  cells: number[];
}

/**
 * The most cells, summed over every mat the symbols may take, that a puzzle may have: the model holds each,
 * so this bounds its size (a few symbols on a large grid could take more).
 */
export const MAX_COVER = 3_000_000;

/**
 * Calls `visit` with each rectangle a symbol may take, as rows [top, bottom) and columns [left, right): it
 * holds the symbol's cell and no other symbol, in the shape the symbol asks for. Stops when `visit` returns
 * false.
 */
export function eachMat(
  p: Puzzle,
  visit: (symbol: number, top: number, left: number, bottom: number, right: number) => boolean,
): void {
  const { width: w, height: h, clues } = p;
  // Symbols in rows [0, r) x columns [0, c), so a rectangle's count is four look-ups.
  const below = new Int32Array((w + 1) * (h + 1));
  const at = (r: number, c: number) => below[r * (w + 1) + c]!;
  for (let r = 1; r <= h; r++)
    for (let c = 1; c <= w; c++)
      below[r * (w + 1) + c] =
        (clues[(r - 1) * w + c - 1] === -1 ? 0 : 1) + at(r - 1, c) + at(r, c - 1) - at(r - 1, c - 1);
  const symbols = (t: number, l: number, b: number, r: number) => at(b, r) - at(t, r) - at(b, l) + at(t, l);
  for (let i = 0; i < clues.length; i++) {
    const symbol = clues[i]!;
    if (symbol === -1) continue;
    const row = Math.floor(i / w);
    const col = i % w;
    // Growing a rectangle that holds a second symbol keeps it: each loop stops at the first.
    for (let t = row; t >= 0 && symbols(t, col, row + 1, col + 1) === 1; t--)
      for (let b = row + 1; b <= h && symbols(t, col, b, col + 1) === 1; b++)
        for (let l = col; l >= 0 && symbols(t, l, b, col + 1) === 1; l--)
          for (let r = col + 1; r <= w && symbols(t, l, b, r) === 1; r++)
            if (fitsSymbol(symbol, b - t, r - l) && !visit(i, t, l, b, r)) return;
  }
}

/**
 * Every mat each symbol may take (as `eachMat` visits them), symbols in cell order. Throws a RangeError when
 * they cover more than {@link MAX_COVER} cells in all (`validate` says so first).
 */
export function mats(p: Puzzle): Mat[] {
  const out: Mat[] = [];
  let cover = 0;
  eachMat(p, (symbol, top, left, bottom, right) => {
    cover += (bottom - top) * (right - left);
    if (cover > MAX_COVER) throw new RangeError(`the symbols' mats cover more than ${MAX_COVER} cells`);
    const cells: number[] = [];
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) cells.push(y * p.width + x);
    out.push({ symbol, cells });
    return true;
  });
  return out;
}

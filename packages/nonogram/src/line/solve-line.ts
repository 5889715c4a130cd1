import { MAX_BITS_LINE, solveLineBits } from "./bits.js";
import { solveLineScalar } from "./scalar.js";
import { solveLineWords } from "./words.js";

const pair = new Int32Array(2);

/**
 * What a line's clue and its known cells force, computed exactly: every cell that has the same state in all
 * completions of the line. `cells` uses 0 unknown, 1 filled, 2 empty; the answer uses the same coding, or is
 * null when no completion exists. Convenience entry point (it allocates the answer); the solvers call the
 * allocation-free kernels directly.
 */
export function solveLine(clue: readonly number[], cells: ArrayLike<number>): Uint8Array | null {
  const n = cells.length;
  const out = new Uint8Array(n);
  if (n <= MAX_BITS_LINE) {
    cellMasks(cells, pair);
    if (!solveLineBits(clue, 0, clue.length, n, pair[0]!, pair[1]!, pair)) return null;
    for (let i = 0; i < n; i++) out[i] = (pair[0]! >>> i) & 1 ? 1 : (pair[1]! >>> i) & 1 ? 2 : 0;
    return out;
  }
  return solveLineWords(clue, 0, clue.length, cells, n, out) ? out : null;
}

/** The filled and empty cells of a coded line as bitmasks, in `out[0]` and `out[1]`. */
function cellMasks(cells: ArrayLike<number>, out: Int32Array): void {
  let filled = 0;
  let empty = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 1) filled |= 1 << i;
    else if (cells[i] === 2) empty |= 1 << i;
  }
  out[0] = filled;
  out[1] = empty;
}

/** The scalar kernel on any line, for cross-checking the bit-parallel ones in tests. */
export function solveLineSlow(clue: readonly number[], cells: ArrayLike<number>): Uint8Array | null {
  const out = new Uint8Array(cells.length);
  return solveLineScalar(clue, 0, clue.length, cells, cells.length, out) ? out : null;
}

/**
 * The exact line solver for lines of at most 30 cells, bit-parallel: a line is a pair of masks (bit i = cell i)
 * and each step of the dynamic programme over the clue's blocks works on every position at once.
 *
 * Forward pass, block by block: `reach` holds the positions p such that the blocks placed so far fit in
 * [0, p) with every cell after the last block left empty; block j may start at s when s-1 is such a position
 * and an empty cell (or s = 0 for the first block) and cells s .. s+c-1 may all be filled. Extending `reach`
 * over cells that may be empty is one addition: the carry runs along a run of ones. The backward pass is the
 * forward pass on the mirrored line; a placement is possible exactly when both passes allow it.
 */

/** Longest line this solver takes. */
export const MAX_BITS_LINE = 30;

// Sized for the most blocks a 30-cell line can hold (15) plus one; reused by every call.
const startsF = new Int32Array(32);
const reachF = new Int32Array(33);
const startsB = new Int32Array(32);
const reachB = new Int32Array(33);

/** Positions reachable from `from` by stepping over cells in `cells`: `from` plus every p with [q, p) in cells. */
export function extend(from: number, cells: number): number {
  return ((cells + (from & cells)) ^ cells) | from;
}

/** Bit s set when bits s .. s+len-1 of `m` are all set. */
export function runsOf(m: number, len: number): number {
  let r = m;
  let have = 1;
  while (have * 2 <= len) {
    r &= r >>> have;
    have *= 2;
  }
  if (have < len) r &= r >>> (len - have);
  return r;
}

/** Every bit t with some s in `starts` and s <= t < s+len. */
export function spread(starts: number, len: number): number {
  let r = starts;
  let have = 1;
  while (have * 2 <= len) {
    r |= r << have;
    have *= 2;
  }
  if (have < len) r |= r << (len - have);
  return r;
}

/** The low `n` bits of `x` in reverse order. */
export function reverseBits(x: number, n: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  x = (x >>> 16) | (x << 16);
  return x >>> (32 - n);
}

function forward(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  mirrored: boolean,
  canFill: number,
  canEmpty: number,
  n: number,
  starts: Int32Array,
  reach: Int32Array,
): boolean {
  let r = extend(1, canEmpty);
  reach[0] = r;
  for (let j = 0; j < k; j++) {
    const c = clues[mirrored ? start + k - 1 - j : start + j]!;
    const s = (j === 0 ? r : (r & canEmpty) << 1) & runsOf(canFill, c);
    if (s === 0) return false;
    starts[j] = s;
    r = extend(s << c, canEmpty);
    reach[j + 1] = r;
  }
  return ((r >>> n) & 1) === 1;
}

/**
 * Solves one line exactly: `clues[start .. start+k)` is its clue, `filled` and `empty` the cells known so far
 * (n <= 30). On success writes every cell that is filled in all completions to `out[0]` and every cell empty
 * in all of them to `out[1]` and returns true; returns false when no completion exists. Allocates nothing.
 */
export function solveLineBits(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  n: number,
  filled: number,
  empty: number,
  out: Int32Array,
): boolean {
  const full = n === 0 ? 0 : (1 << n) - 1;
  const canFill = full & ~empty;
  const canEmpty = full & ~filled;
  if (!forward(clues, start, k, false, canFill, canEmpty, n, startsF, reachF)) return false;
  const mirrorFill = reverseBits(canFill, n);
  const mirrorEmpty = reverseBits(canEmpty, n);
  if (!forward(clues, start, k, true, mirrorFill, mirrorEmpty, n, startsB, reachB)) return false;
  let mayEmpty = 0;
  for (let j = 0; j <= k; j++) mayEmpty |= reachF[j]! & reverseBits(reachB[k - j]! & mirrorEmpty, n);
  mayEmpty &= canEmpty;
  let mayFill = 0;
  for (let j = 0; j < k; j++) {
    const c = clues[start + j]!;
    const both = startsF[j]! & (reverseBits(startsB[k - 1 - j]!, n) >>> (c - 1));
    mayFill |= spread(both, c);
  }
  out[0] = full & ~mayEmpty;
  out[1] = full & ~mayFill;
  return true;
}

/**
 * Whether a line of at most 30 cells has any completion at all (the forward pass alone), for shrinking
 * explanations: a known cell can be dropped from an explanation when the line stays infeasible without it.
 */
export function lineFeasibleBits(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  n: number,
  filled: number,
  empty: number,
): boolean {
  const full = n === 0 ? 0 : (1 << n) - 1;
  return forward(clues, start, k, false, full & ~empty, full & ~filled, n, startsF, reachF);
}

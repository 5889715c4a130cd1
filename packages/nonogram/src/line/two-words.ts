/**
 * `words.ts`'s passes specialised to masks of two 32-bit words (lines of 32 to 63 cells, positions 0 .. n),
 * on the same scratch buffer and layout (passed in: `mem` and the offsets of its masks), each mask a pair of
 * locals instead of a loop over words: on Knotty (40x40) these passes are most of a node.
 */

import { reverseBits } from "./bits.js";

// Two-word masks (lines of 32 to 63 cells: positions 0 .. n fit two words) as pairs of locals: a shift
// of (lo, hi) by s bits, one word at a time (any s >= 0; JavaScript shifts count mod 32).
const lowDown = (lo: number, hi: number, s: number): number =>
  s === 0 ? lo : s < 32 ? (lo >>> s) | (hi << (32 - s)) : s < 64 ? hi >>> (s - 32) : 0;
const highDown = (hi: number, s: number): number => (s < 32 ? hi >>> s : 0);
const lowUp = (lo: number, s: number): number => (s < 32 ? lo << s : 0);
const highUp = (lo: number, hi: number, s: number): number =>
  s === 0 ? hi : s < 32 ? (hi << s) | (lo >>> (32 - s)) : s < 64 ? lo << (s - 32) : 0;

/**
 * `words.ts`'s forward pass for masks of two words, in locals rather than loops over `mem`: the block masks are written
 * to `starts` and `reach` only when `keep` (the backward join reads them; a feasibility check does not).
 */
export function forwardTwoWords(
  mem: Int32Array,
  clues: ArrayLike<number>,
  start: number,
  k: number,
  mirrored: boolean,
  canFill: number,
  canEmpty: number,
  n: number,
  starts: number,
  reach: number,
  keep: boolean,
): boolean {
  const f0 = mem[canFill]!;
  const f1 = mem[canFill + 1]!;
  const e0 = mem[canEmpty]!;
  const e1 = mem[canEmpty + 1]!;
  // reach of block 0: extend({0}) over the empty-able cells (extendInto with one carry).
  let sum = (e0 >>> 0) + ((1 & e0) >>> 0);
  let r0 = ((sum | 0) ^ e0) | 1;
  let r1 = (((e1 >>> 0) + (sum > 0xffffffff ? 1 : 0)) | 0) ^ e1;
  if (keep) {
    mem[reach] = r0;
    mem[reach + 1] = r1;
  }
  for (let j = 0; j < k; j++) {
    const c = clues[mirrored ? start + k - 1 - j : start + j]!;
    // runsInto: the positions starting c fillable cells.
    let s0 = f0;
    let s1 = f1;
    let have = 1;
    while (have * 2 <= c) {
      s0 &= lowDown(s0, s1, have);
      s1 &= highDown(s1, have);
      have *= 2;
    }
    if (have < c) {
      s0 &= lowDown(s0, s1, c - have);
      s1 &= highDown(s1, c - have);
    }
    if (j === 0) {
      s0 &= r0;
      s1 &= r1;
    } else {
      const a0 = r0 & e0;
      const a1 = r1 & e1;
      s0 &= a0 << 1;
      s1 &= (a1 << 1) | (a0 >>> 31);
    }
    if ((s0 | s1) === 0) return false;
    const t0 = lowUp(s0, c);
    const t1 = highUp(s0, s1, c);
    sum = (e0 >>> 0) + ((t0 & e0) >>> 0);
    r0 = ((sum | 0) ^ e0) | t0;
    r1 = ((((e1 >>> 0) + ((t1 & e1) >>> 0) + (sum > 0xffffffff ? 1 : 0)) | 0) ^ e1) | t1;
    if (keep) {
      const at = j * 2;
      mem[starts + at] = s0;
      mem[starts + at + 1] = s1;
      mem[reach + at + 2] = r0;
      mem[reach + at + 3] = r1;
    }
  }
  return (((n < 32 ? r0 : r1) >>> (n & 31)) & 1) === 1;
}

/**
 * The backward join of `words.ts`'s `solveLoaded` for masks of two words, in locals: the may-be-empty and may-be-filled masks (written at `mayEmpty`, `mayFill`) from the
 * block masks both two-word passes kept (a mirrored mask reversed as 64 bits, then shifted down 64 - n).
 */
export function joinTwoWords(
  mem: Int32Array,
  clues: ArrayLike<number>,
  start: number,
  k: number,
  n: number,
  startsF: number,
  reachF: number,
  startsB: number,
  reachB: number,
  mirrorEmpty: number,
  mayEmpty: number,
  mayFill: number,
): void {
  const back = 64 - n;
  const me0 = mem[mirrorEmpty]!;
  const me1 = mem[mirrorEmpty + 1]!;
  let empty0 = 0;
  let empty1 = 0;
  for (let j = 0; j <= k; j++) {
    const b = reachB + (k - j) * 2;
    const r0 = reverseBits(mem[b + 1]! & me1, 32);
    const r1 = reverseBits(mem[b]! & me0, 32);
    const f = reachF + j * 2;
    empty0 |= mem[f]! & lowDown(r0, r1, back);
    empty1 |= mem[f + 1]! & highDown(r1, back);
  }
  let fill0 = 0;
  let fill1 = 0;
  for (let j = 0; j < k; j++) {
    const c = clues[start + j]!;
    const b = startsB + (k - 1 - j) * 2;
    const r0 = reverseBits(mem[b + 1]!, 32);
    const r1 = reverseBits(mem[b]!, 32);
    const t0 = lowDown(r0, r1, back);
    const t1 = highDown(r1, back);
    const f = startsF + j * 2;
    let u0 = lowDown(t0, t1, c - 1) & mem[f]!;
    let u1 = highDown(t1, c - 1) & mem[f + 1]!;
    // spreadInPlace: every cell a block starting at a position of u covers.
    let have = 1;
    while (have * 2 <= c) {
      const h = u1 | highUp(u0, u1, have);
      u0 |= lowUp(u0, have);
      u1 = h;
      have *= 2;
    }
    if (have < c) {
      const h = u1 | highUp(u0, u1, c - have);
      u0 |= lowUp(u0, c - have);
      u1 = h;
    }
    fill0 |= u0;
    fill1 |= u1;
  }
  mem[mayEmpty] = empty0;
  mem[mayEmpty + 1] = empty1;
  mem[mayFill] = fill0;
  mem[mayFill + 1] = fill1;
}

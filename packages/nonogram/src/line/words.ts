/**
 * The exact line solver of `bits.ts` for lines longer than one 32-bit mask: the same bit-parallel dynamic
 * programme, each mask a little-endian run of 32-bit words (bit p of a mask is bit p & 31 of word p >> 5),
 * so a step costs a few operations per word instead of one per cell and block as in `scalar.ts`. Masks hold
 * positions 0 .. n, hence n + 1 bits. Same cell coding as `scalar.ts`: 0 unknown, 1 filled, 2 empty.
 *
 * All masks live in one scratch buffer that grows to the largest line seen and is then reused: a mask is an
 * offset into it, `words` words long.
 */

import { reverseBits } from "./bits.js";
import { forwardTwoWords, joinTwoWords } from "./two-words.js";

let mem = new Int32Array(0);
let words = 0;
// Indices of the fixed masks (offset index * words in `mem`); the per-block masks (starts, reach of each
// pass) follow them.
const CAN_FILL = 0;
const CAN_EMPTY = 1;
const MIRROR_FILL = 2;
const MIRROR_EMPTY = 3;
const TMP = 4;
const TMP2 = 5;
const MAY_EMPTY = 6;
const MAY_FILL = 7;
const FIXED = 8;
let startsF = 0;
let reachF = 0;
let startsB = 0;
let reachB = 0;

/** Lays out the scratch buffer for masks of `w` words and `k` blocks. */
function layout(w: number, k: number): void {
  words = w;
  startsF = FIXED * w;
  reachF = startsF + k * w;
  startsB = reachF + (k + 1) * w;
  reachB = startsB + k * w;
  const need = reachB + (k + 1) * w;
  if (mem.length < need) mem = new Int32Array(Math.max(need, 2 * mem.length));
}

/** mem[dst] = mem[src] shifted towards higher positions by `s` bits (dst may be src). */
function shiftUp(dst: number, src: number, s: number): void {
  const q = s >> 5;
  const r = s & 31;
  for (let w = words - 1; w >= 0; w--) {
    const hi = w - q >= 0 ? mem[src + w - q]! : 0;
    const lo = r !== 0 && w - q - 1 >= 0 ? mem[src + w - q - 1]! : 0;
    mem[dst + w] = r === 0 ? hi : (hi << r) | (lo >>> (32 - r));
  }
}

/** mem[dst] = mem[src] shifted towards lower positions by `s` bits (dst may be src). */
function shiftDown(dst: number, src: number, s: number): void {
  const q = s >> 5;
  const r = s & 31;
  for (let w = 0; w < words; w++) {
    const lo = w + q < words ? mem[src + w + q]! : 0;
    const hi = r !== 0 && w + q + 1 < words ? mem[src + w + q + 1]! : 0;
    mem[dst + w] = r === 0 ? lo : (lo >>> r) | (hi << (32 - r));
  }
}

/** mem[dst] = the low `n` bits of mem[src] in reverse order (bits of src from n up must be clear). */
function reverseInto(dst: number, src: number, n: number): void {
  const last = words - 1;
  for (let w = 0; w <= last >> 1; w++) {
    const a = reverseBits(mem[src + w]!, 32);
    const b = reverseBits(mem[src + last - w]!, 32);
    mem[dst + last - w] = a;
    mem[dst + w] = b;
  }
  shiftDown(dst, dst, 32 * words - n);
}

/** mem[dst] = positions reachable from mem[from] over cells in mem[cells] (`extend` of `bits.ts`, with carries). */
function extendInto(dst: number, from: number, cells: number): void {
  let carry = 0;
  for (let w = 0; w < words; w++) {
    const c = mem[cells + w]!;
    const f = mem[from + w]!;
    const sum = (c >>> 0) + ((f & c) >>> 0) + carry;
    carry = sum > 0xffffffff ? 1 : 0;
    mem[dst + w] = ((sum | 0) ^ c) | f;
  }
}

/** mem[dst] = the positions s with cells s .. s+len-1 all in mem[src] (`runsOf` of `bits.ts`). */
function runsInto(dst: number, src: number, len: number): void {
  for (let w = 0; w < words; w++) mem[dst + w] = mem[src + w]!;
  let have = 1;
  while (have * 2 <= len) {
    andShiftedDown(dst, have);
    have *= 2;
  }
  if (have < len) andShiftedDown(dst, len - have);
}

/** mem[m] &= mem[m] shifted down by s; in place, as word w reads only words at and above it. */
function andShiftedDown(m: number, s: number): void {
  const q = s >> 5;
  const r = s & 31;
  for (let w = 0; w < words; w++) {
    const lo = w + q < words ? mem[m + w + q]! : 0;
    const hi = r !== 0 && w + q + 1 < words ? mem[m + w + q + 1]! : 0;
    mem[m + w] &= r === 0 ? lo : (lo >>> r) | (hi << (32 - r));
  }
}

/** mem[m] |= mem[m] shifted up by s; in place, as word w reads only words at and below it. */
function orShiftedUp(m: number, s: number): void {
  const q = s >> 5;
  const r = s & 31;
  for (let w = words - 1; w >= 0; w--) {
    const hi = w - q >= 0 ? mem[m + w - q]! : 0;
    const lo = r !== 0 && w - q - 1 >= 0 ? mem[m + w - q - 1]! : 0;
    mem[m + w] |= r === 0 ? hi : (hi << r) | (lo >>> (32 - r));
  }
}

/** mem[m] = every t with some s in mem[m] and s <= t < s+len (`spread` of `bits.ts`). */
function spreadInPlace(m: number, len: number): void {
  let have = 1;
  while (have * 2 <= len) {
    orShiftedUp(m, have);
    have *= 2;
  }
  if (have < len) orShiftedUp(m, len - have);
}

function isZero(m: number): boolean {
  for (let w = 0; w < words; w++) if (mem[m + w] !== 0) return false;
  return true;
}

function setSingle(m: number, bit: number): void {
  for (let w = 0; w < words; w++) mem[m + w] = 0;
  mem[m + (bit >> 5)] = 1 << (bit & 31);
}

/**
 * The forward pass of `bits.ts` over word masks, on the plain or the mirrored masks of the loaded line: the
 * layout fixes which masks it reads and which block masks (starts, reach) it writes. Masks of two words take
 * `two-words.ts`'s pass, which writes the block masks only when `keep` (the backward join reads them; a
 * feasibility check does not).
 */
function forward(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  mirrored: boolean,
  n: number,
  keep: boolean,
): boolean {
  const w = words;
  const canFill = (mirrored ? MIRROR_FILL : CAN_FILL) * w;
  const canEmpty = (mirrored ? MIRROR_EMPTY : CAN_EMPTY) * w;
  const starts = mirrored ? startsB : startsF;
  const reach = mirrored ? reachB : reachF;
  if (w === 2)
    return forwardTwoWords(mem, clues, start, k, mirrored, canFill, canEmpty, n, starts, reach, keep);
  const tmp = TMP * w;
  setSingle(tmp, 0);
  extendInto(reach, tmp, canEmpty);
  for (let j = 0; j < k; j++) {
    const c = clues[mirrored ? start + k - 1 - j : start + j]!;
    const r = reach + j * w;
    const s = starts + j * w;
    runsInto(s, canFill, c);
    if (j === 0) {
      for (let i = 0; i < w; i++) mem[s + i] &= mem[r + i]!;
    } else {
      for (let i = 0; i < w; i++) mem[tmp + i] = mem[r + i]! & mem[canEmpty + i]!;
      shiftUp(tmp, tmp, 1);
      for (let i = 0; i < w; i++) mem[s + i] &= mem[tmp + i]!;
    }
    if (isZero(s)) return false;
    shiftUp(tmp, s, c);
    extendInto(r + w, tmp, canEmpty);
  }
  const last = reach + k * w;
  return ((mem[last + (n >> 5)]! >>> (n & 31)) & 1) === 1;
}

/**
 * Loads a line given as cell masks into the four masks (plain and mirrored): its filled cells in words
 * `masks[0 .. maskWords)` and its empty cells in `masks[maskWords .. 2 * maskWords)`, bit i of a mask being
 * bit i & 31 of word i >> 5; bits from n up must be clear. Words above the line stay clear.
 */
function readMasks(masks: Int32Array, maskWords: number, n: number, k: number): void {
  layout((n >> 5) + 1, k);
  const w = words;
  mem.fill(0, 0, FIXED * w);
  const cw = (n + 31) >> 5;
  for (let i = 0; i < cw; i++) {
    const inLine = i < cw - 1 || (n & 31) === 0 ? -1 : (1 << (n & 31)) - 1;
    mem[CAN_FILL * w + i] = ~masks[maskWords + i]! & inLine;
    mem[CAN_EMPTY * w + i] = ~masks[i]! & inLine;
  }
  reverseInto(MIRROR_FILL * w, CAN_FILL * w, n);
  reverseInto(MIRROR_EMPTY * w, CAN_EMPTY * w, n);
}

let cellMasks = new Int32Array(0);

/** Reads a coded line (0 unknown, 1 filled, 2 empty) into the four masks, through {@link readMasks}. */
function readCells(cells: ArrayLike<number>, n: number, k: number): void {
  const cw = (n + 31) >> 5;
  if (cellMasks.length < 2 * cw) cellMasks = new Int32Array(2 * cw);
  cellMasks.fill(0, 0, 2 * cw);
  for (let i = 0; i < n; i++) {
    const v = cells[i]!;
    if (v === 1) cellMasks[i >> 5] |= 1 << (i & 31);
    else if (v === 2) cellMasks[cw + (i >> 5)] |= 1 << (i & 31);
  }
  readMasks(cellMasks, cw, n, k);
}

/** Both passes and their join on the loaded line: MAY_FILL and MAY_EMPTY, or false when it has no completion. */
function solveLoaded(clues: ArrayLike<number>, start: number, k: number, n: number): boolean {
  if (!forward(clues, start, k, false, n, true)) return false;
  if (!forward(clues, start, k, true, n, true)) return false;
  const w = words;
  if (w === 2) {
    joinTwoWords(
      mem,
      clues,
      start,
      k,
      n,
      startsF,
      reachF,
      startsB,
      reachB,
      MIRROR_EMPTY * 2,
      MAY_EMPTY * 2,
      MAY_FILL * 2,
    );
    return true;
  }
  const mayEmpty = MAY_EMPTY * w;
  const mayFill = MAY_FILL * w;
  mem.fill(0, mayEmpty, mayFill + w);
  for (let j = 0; j <= k; j++) {
    const b = reachB + (k - j) * w;
    for (let i = 0; i < w; i++) mem[TMP2 * w + i] = mem[b + i]! & mem[MIRROR_EMPTY * w + i]!;
    reverseInto(TMP * w, TMP2 * w, n);
    const f = reachF + j * w;
    for (let i = 0; i < w; i++) mem[mayEmpty + i] |= mem[f + i]! & mem[TMP * w + i]!;
  }
  for (let j = 0; j < k; j++) {
    const c = clues[start + j]!;
    reverseInto(TMP * w, startsB + (k - 1 - j) * w, n);
    shiftDown(TMP * w, TMP * w, c - 1);
    const f = startsF + j * w;
    for (let i = 0; i < w; i++) mem[TMP * w + i] &= mem[f + i]!;
    spreadInPlace(TMP * w, c);
    for (let i = 0; i < w; i++) mem[mayFill + i] |= mem[TMP * w + i]!;
  }
  return true;
}

/**
 * Solves one line given as cell masks (layout of {@link readMasks}: filled words, then empty words, each
 * `maskWords` long, at least `(n + 31) >> 5`): writes the cells filled and empty in every completion to
 * `out` in the same layout (words above the line clear) and returns true, or returns false when the line
 * has no completion. The field model's entry point: no cell codes read or written.
 */
export function solveLineWordMasks(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  n: number,
  masks: Int32Array,
  maskWords: number,
  out: Int32Array,
): boolean {
  readMasks(masks, maskWords, n, k);
  if (!solveLoaded(clues, start, k, n)) return false;
  const w = words;
  const cw = (n + 31) >> 5;
  for (let i = 0; i < maskWords; i++) {
    const inLine = i >= cw ? 0 : i < cw - 1 || (n & 31) === 0 ? -1 : (1 << (n & 31)) - 1;
    const fill = mem[MAY_FILL * w + i]!;
    const empty = mem[CAN_EMPTY * w + i]! & mem[MAY_EMPTY * w + i]!;
    out[i] = fill & ~empty & inLine;
    out[maskWords + i] = ~fill & inLine;
  }
  return true;
}

/**
 * Solves one line exactly, as `solveLineScalar` (same arguments and coding): writes the cells known in every
 * completion to `out` and returns true, or returns false when the line has no completion.
 */
export function solveLineWords(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  cells: ArrayLike<number>,
  n: number,
  out: Uint8Array,
): boolean {
  readCells(cells, n, k);
  if (!solveLoaded(clues, start, k, n)) return false;
  const w = words;
  for (let i = 0; i < n; i++) {
    const word = i >> 5;
    const bit = i & 31;
    const canEmpty = (mem[CAN_EMPTY * w + word]! >>> bit) & 1;
    const empty = canEmpty & (mem[MAY_EMPTY * w + word]! >>> bit);
    const fill = (mem[MAY_FILL * w + word]! >>> bit) & 1;
    out[i] = fill === 0 ? 2 : empty === 0 ? 1 : 0;
  }
  return true;
}

/** Whether a coded line has a completion at all (the forward pass alone), as `lineFeasibleBits` for long lines. */
export function lineFeasibleWords(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  cells: ArrayLike<number>,
  n: number,
): boolean {
  readCells(cells, n, k);
  return loadedFeasible(clues, start, k, n);
}

/**
 * For shrinking explanations of long lines: {@link loadLine} reads a coded line once, {@link setLoadedCell}
 * changes one cell of it, and {@link loadedFeasible} runs the forward pass on what is loaded, so a line
 * checked once per known cell is not read again each time. Another call of this module replaces the line.
 */
export function loadLine(cells: ArrayLike<number>, n: number, k: number): void {
  readCells(cells, n, k);
}

/** Sets cell `i` of the loaded line to `code` (0 unknown, 1 filled, 2 empty). */
export function setLoadedCell(i: number, code: number): void {
  const bit = 1 << (i & 31);
  const fill = CAN_FILL * words + (i >> 5);
  const empty = CAN_EMPTY * words + (i >> 5);
  if (code === 2) mem[fill] &= ~bit;
  else mem[fill] |= bit;
  if (code === 1) mem[empty] &= ~bit;
  else mem[empty] |= bit;
}

/** Whether the loaded line (of `n` cells, clue `clues[start .. start+k)`) has a completion. */
export function loadedFeasible(clues: ArrayLike<number>, start: number, k: number, n: number): boolean {
  return forward(clues, start, k, false, n, false);
}

/**
 * The exact colour line solver. A cell is a mask of the colours it may still take (bit 0 the background, bit
 * c palette colour c); a clue is blocks of (length, colour), where two neighbouring blocks of the same colour
 * need a background cell between them and blocks of different colours may touch.
 *
 * A dynamic programme over blocks, forward over prefixes and backward over suffixes, O(length x blocks):
 * fE[j][p] says blocks 0..j-1 fit in cells [0, p) with cell p-1 background, fB[j][p] that they fit with block
 * j-1 ending exactly at p (so block j may start at p only if its colour differs). The backward pass is the
 * same over suffixes. A cell may be background when some j has a prefix state before it and a suffix state
 * after it; block j may sit at s when the prefix lets it start there and the suffix lets it end at s + len.
 * Scratch arrays grow to the largest line seen and are then reused, so a call allocates nothing.
 */
import {
  type ColourLinePass,
  type ColourLineSolver,
  colourLineFeasibleBits,
  MAX_COLOUR_BITS_LINE,
  solveColourLineBits,
} from "./line-bits.js";

let cap = 0;
let capBlocks = 0;
let fit = new Uint8Array(0); // fit[j*w + s]: block j's colour is allowed on all of [s, s+len)
let fE = new Uint8Array(0);
let fB = new Uint8Array(0);
let bE = new Uint8Array(0);
let bB = new Uint8Array(0);
let startF = new Uint8Array(0); // block j may start at s, given the prefix
let endB = new Uint8Array(0); // block j may end at e, given the suffix
let run = new Int32Array(0);

function ensure(n: number, k: number): void {
  if (n <= cap && k <= capBlocks) return;
  cap = Math.max(cap, n);
  capBlocks = Math.max(capBlocks, k);
  const w = cap + 1;
  fit = new Uint8Array(Math.max(1, capBlocks) * w);
  startF = new Uint8Array(Math.max(1, capBlocks) * w);
  endB = new Uint8Array(Math.max(1, capBlocks) * w);
  fE = new Uint8Array((capBlocks + 1) * w);
  fB = new Uint8Array((capBlocks + 1) * w);
  bE = new Uint8Array((capBlocks + 1) * w);
  bB = new Uint8Array((capBlocks + 1) * w);
  run = new Int32Array(w);
}

/** fit[j][s] for every block: a prefix count of the cells that cannot take the block's colour. */
const fillFit: ColourLinePass<void> = (lengths, colours, start, k, cells, n) => {
  const w = n + 1;
  for (let j = 0; j < k; j++) {
    const len = lengths[start + j]!;
    const bit = 1 << colours[start + j]!;
    run[0] = 0;
    for (let i = 0; i < n; i++) run[i + 1] = run[i]! + ((cells[i]! & bit) === 0 ? 1 : 0);
    const row = j * w;
    for (let s = 0; s <= n; s++) fit[row + s] = s + len <= n && run[s + len] === run[s] ? 1 : 0;
  }
};

const forward: ColourLinePass<boolean> = (lengths, colours, start, k, cells, n) => {
  const w = n + 1;
  fE[0] = 1;
  fB[0] = 0;
  for (let p = 1; p <= n; p++) {
    fE[p] = fE[p - 1]! & cells[p - 1]! & 1;
    fB[p] = 0;
  }
  for (let j = 0; j < k; j++) {
    const len = lengths[start + j]!;
    const touch = j > 0 && colours[start + j] !== colours[start + j - 1] ? 1 : 0;
    const r = j * w;
    const r1 = r + w;
    let any = 0;
    for (let s = 0; s <= n; s++) {
      const ok = fit[r + s]! & (fE[r + s]! | (fB[r + s]! & touch));
      startF[r + s] = ok;
      any |= ok;
    }
    if (any === 0) return false;
    fE[r1] = 0;
    fB[r1] = 0;
    for (let p = 1; p <= n; p++) {
      fB[r1 + p] = p >= len ? startF[r + p - len]! : 0;
      fE[r1 + p] = (fE[r1 + p - 1]! | fB[r1 + p - 1]!) & cells[p - 1]! & 1;
    }
  }
  const last = k * w + n;
  return (fE[last]! | fB[last]!) === 1;
};

// bE/bB[t][q]: the last t blocks fit in [q, n), cell q background (bE) or block k-t starting at q (bB).
// The mirror of `forward`, written out rather than shared: one pass taking its direction as a parameter would
// put index arithmetic and a branch in the innermost loops of the solver's hottest code.
const backward: ColourLinePass<boolean> = (lengths, colours, start, k, cells, n) => {
  const w = n + 1;
  bE[n] = 1;
  bB[n] = 0;
  for (let q = n - 1; q >= 0; q--) {
    bE[q] = bE[q + 1]! & cells[q]! & 1;
    bB[q] = 0;
  }
  for (let t = 0; t < k; t++) {
    const j = k - 1 - t;
    const len = lengths[start + j]!;
    const touch = t > 0 && colours[start + j] !== colours[start + j + 1] ? 1 : 0;
    const r = t * w;
    const r1 = r + w;
    const fr = j * w;
    let any = 0;
    for (let e = 0; e <= n; e++) {
      const ok = e >= len ? fit[fr + e - len]! & (bE[r + e]! | (bB[r + e]! & touch)) : 0;
      endB[fr + e] = ok;
      any |= ok;
    }
    if (any === 0) return false;
    bE[r1 + n] = 0;
    bB[r1 + n] = 0;
    for (let q = n - 1; q >= 0; q--) {
      bB[r1 + q] = q + len <= n ? endB[fr + q + len]! : 0;
      bE[r1 + q] = (bE[r1 + q + 1]! | bB[r1 + q + 1]!) & cells[q]! & 1;
    }
  }
  return (bE[k * w]! | bB[k * w]!) === 1;
};

/**
 * Solves one colour line exactly. `cells[0 .. n)` are the masks of colours each cell may take; the clue is
 * `lengths[start .. start+k)` with colours `colours[start .. start+k)` (palette indices 1..31). On success
 * writes to `out[0 .. n)` the colours each cell takes in at least one completion (a subset of its mask) and
 * returns true; returns false when the line has no completion. Lines of up to 30 cells take the
 * bit-parallel kernel (`line-bits.ts`), longer ones the scalar one; both give the same answers.
 */
export const solveColourLine: ColourLineSolver = (lengths, colours, start, k, cells, n, out) => {
  if (n <= MAX_COLOUR_BITS_LINE) return solveColourLineBits(lengths, colours, start, k, cells, n, out);
  return solveColourLineScalar(lengths, colours, start, k, cells, n, out);
};

/** {@link solveColourLine} by the scalar kernel, for any length. */
export const solveColourLineScalar: ColourLineSolver = (lengths, colours, start, k, cells, n, out) => {
  ensure(n, k);
  fillFit(lengths, colours, start, k, cells, n);
  if (!forward(lengths, colours, start, k, cells, n)) return false;
  if (!backward(lengths, colours, start, k, cells, n)) return false;
  const w = n + 1;
  for (let x = 0; x < n; x++) {
    let bg = 0;
    if ((cells[x]! & 1) !== 0) {
      for (let j = 0; j <= k && bg === 0; j++) {
        bg = (fE[j * w + x]! | fB[j * w + x]!) & (bE[(k - j) * w + x + 1]! | bB[(k - j) * w + x + 1]!);
      }
    }
    out[x] = bg;
  }
  for (let j = 0; j < k; j++) {
    const len = lengths[start + j]!;
    const bit = 1 << colours[start + j]!;
    const r = j * w;
    // Cells covered by some placement of block j: a running count of valid starts in (x - len, x].
    let live = 0;
    for (let x = 0; x < n; x++) {
      if (x + len <= n) live += startF[r + x]! & endB[r + x + len]!;
      if (x >= len) live -= startF[r + x - len]! & endB[r + x]!;
      if (live > 0) out[x] = out[x]! | bit;
    }
  }
  return true;
};

/**
 * Whether a colour line has any completion (the forward pass alone), for shrinking explanations; lines of
 * up to 30 cells take the bit-parallel pass.
 */
export const colourLineFeasible: ColourLinePass<boolean> = (lengths, colours, start, k, cells, n) => {
  if (n <= MAX_COLOUR_BITS_LINE) return colourLineFeasibleBits(lengths, colours, start, k, cells, n);
  return colourLineFeasibleScalar(lengths, colours, start, k, cells, n);
};

/** {@link colourLineFeasible} by the scalar forward pass, for any length. */
export const colourLineFeasibleScalar: ColourLinePass<boolean> = (lengths, colours, start, k, cells, n) => {
  ensure(n, k);
  fillFit(lengths, colours, start, k, cells, n);
  return forward(lengths, colours, start, k, cells, n);
};

import type { Rng, StopReason } from "@gridsmith/kit";
import type { SearchLimits, SearchOutcome } from "./search-types.js";

/*
 * The 9x9 kernel. A band is three rows (27 cells); cell (r, c) is bit 9*(r%3)+c of its band. The state is,
 * per digit d and band b, the word of cells where d may still go (index 3d+b), plus the unsolved cells per
 * band. Everything a person would call "singles" and "pointing/claiming" becomes a few bit operations:
 *
 * - Within a band a digit sits once in each of the three rows and once in each of the three boxes, so the
 *   mini-rows (row x box, 3 cells) it occupies form a permutation of 3. Of the 9 mini-rows, those in no
 *   permutation that fits the candidates are removed (a table of 512 patterns). This is locked candidates
 *   (pointing and claiming) inside the band, and finds rows or boxes left without the digit. The same holds
 *   for a stack (three columns) and its mini-columns, checked once propagation along bands is quiet.
 * - A row of the band left with one unsolved place for d is a hidden single; a cell with one digit left
 *   (counted bit-parallel over the 9 digit words of a band) is a naked single. Hidden singles of boxes and
 *   columns need no search of their own: the band's filter leaves a box's lone cell alone in its row too,
 *   and the stack's filter leaves a column's lone cell alone in its box.
 *
 * Search branches on a cell with two candidates when there is one (the one that sees the most unsolved
 * cells; else the cell with the fewest), copies the 30-word state per level, and after exhausting a digit
 * removes it at the parent level and propagates that as well.
 */

// Why this JS kernel stays beside its WebAssembly twin (assembly/band-kernel.ts, line for line the same search):
// it runs every search the module does not take (a random digit order, as the generator asks, or more than
// WASM_KEEP solutions kept: see WasmBandKernel.handles), it is the fallback where WebAssembly cannot be
// compiled (a CSP, some edge runtimes), and it is the reference the module is checked against, node for node
// (band-kernel-wasm.test.ts). The twin's repeated lines are that copy, not shared logic to factor out.

// The tables live in this file on purpose: imported from another module, V8 reads them through module
// bindings and the kernel ran at less than half its speed (measured). Hence a file over 400 lines.

const WORDS = 30; // 27 digit-band words, then 3 unsolved-cell words
const STATE = 32; // stride per level (padded)
const UNSOLVED = 27;

const ROW_BOXES = new Int32Array(512); // 9-bit row -> which of its 3 boxes hold a candidate
const PERMUTED = new Int32Array(512); // 9-bit mini-row pattern -> union of the permutations inside it
// A word's mini-rows that hold a candidate, as bits 3k of x | x >> 1 | x >> 2 (mini-row k = 3 * row + box),
// folded to 13 bits by t | t >> 13 (bits 0, 3, .., 12 and 2, 5, 8, 11: no two collide) -> the cells of the
// mini-rows in some permutation (0: none).
const KEEP = new Int32Array(8192);
const PEER_IN_BAND = new Int32Array(27); // cell -> its row and box inside the band, itself excluded
const COLUMN = new Int32Array(9); // column -> its 3 cells in a band
const BOX = new Int32Array(3); // box of the band -> its 9 cells
const STACK_COLUMNS = new Int32Array(24); // 8 * stack + 3-bit set of its columns -> their cells in a band
const BOXES = new Int32Array(8); // 3-bit set of boxes of the band -> their cells
const SINGLE = new Int32Array(512); // 9-bit row -> itself if it has one bit, else 0
const BAND_OF = new Int32Array(27); // word 3d+b -> b
const DIGIT_OF = new Int32Array(27); // word 3d+b -> d
const COLUMN_AT = new Int32Array(27); // cell of a band -> its column's 3 cells
const NEXT_BAND = new Int32Array([1, 2, 0, 1]); // b -> b+1 mod 3, b+1 -> b+2 mod 3
const EVERY_THIRD = 0x1249249; // bits 0, 3, .., 24: the words of band 0 (<< b: of band b), or mini-rows

for (let r = 0; r < 512; r++) {
  SINGLE[r] = r !== 0 && (r & (r - 1)) === 0 ? r : 0;
  let o = 0;
  for (let j = 0; j < 3; j++) if ((r >> (3 * j)) & 7) o |= 1 << j;
  ROW_BOXES[r] = o;
}
const PERMS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
for (let o = 0; o < 512; o++) {
  let union = 0;
  for (const p of PERMS) {
    const m = (1 << p[0]!) | (1 << (3 + p[1]!)) | (1 << (6 + p[2]!));
    if ((o & m) === m) union |= m;
  }
  PERMUTED[o] = union;
  let t = 0;
  let e = 0;
  for (let k = 0; k < 9; k++) {
    if ((o >> k) & 1) t |= 1 << (3 * k);
    if ((union >> k) & 1) e |= 7 << (3 * k);
  }
  KEEP[(t | (t >> 13)) & 8191] = e;
}
for (let j = 0; j < 3; j++) BOX[j] = (7 << (3 * j)) | (7 << (9 + 3 * j)) | (7 << (18 + 3 * j));
for (let c = 0; c < 9; c++) COLUMN[c] = (1 << c) | (1 << (9 + c)) | (1 << (18 + c));
for (let st = 0; st < 9; st += 3) {
  for (let set = 1; set < 8; set++) {
    let m = 0;
    for (let k = 0; k < 3; k++) if ((set >> k) & 1) m |= COLUMN[st + k]!;
    STACK_COLUMNS[(st / 3) * 8 + set] = m;
  }
}
for (let i = 0; i < 8; i++) for (let j = 0; j < 3; j++) if ((i >> j) & 1) BOXES[i]! |= BOX[j]!;
for (let p = 0; p < 27; p++) {
  BAND_OF[p] = p % 3;
  DIGIT_OF[p] = Math.floor(p / 3);
  const i = Math.floor(p / 9);
  const c = p % 9;
  PEER_IN_BAND[p] = ((511 << (9 * i)) | BOX[Math.floor(c / 3)]!) & ~(1 << p);
  COLUMN_AT[p] = COLUMN[c]!;
}

const ALL27 = (1 << 27) - 1;

/** The 9x9 band kernel; same contract as the generic kernel. Not re-entrant (see {@link bandKernel}). */
export class BandKernel {
  private readonly s = new Int32Array(STATE * 90);
  busy = false;

  private limit = 2;
  private keep = 2;
  private count = 0;
  private nodes = 0;
  private failures = 0;
  private propagations = 0;
  private stoppedBy: StopReason = null;
  private deadline = Number.POSITIVE_INFINITY;
  private nodeLimit = Number.POSITIVE_INFINITY;
  private signal: AbortSignal | undefined;
  private random: Rng | undefined;
  private onProgress: SearchLimits["onProgress"];
  private started = 0;
  private solutions: number[][] = [];

  search(givens: ArrayLike<number>, limits: SearchLimits): SearchOutcome {
    this.busy = true;
    try {
      this.limit = limits.limit;
      this.keep = limits.keep ?? limits.limit;
      this.count = 0;
      this.nodes = 0;
      this.failures = 0;
      this.propagations = 0;
      this.stoppedBy = null;
      this.deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
      this.nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
      this.signal = limits.signal;
      this.random = limits.random;
      this.onProgress = limits.onProgress;
      this.started = limits.deadline !== undefined || limits.onProgress ? performance.now() : 0;
      this.solutions = [];
      const s = this.s;
      for (let k = 0; k < 27; k++) s[k] = ALL27;
      s[UNSOLVED] = s[UNSOLVED + 1] = s[UNSOLVED + 2] = ALL27;
      let ok = true;
      for (let cell = 0; cell < 81 && ok; cell++) {
        const d = givens[cell]! - 1;
        if (d < 0) continue;
        const b = (cell / 27) | 0;
        const bit = 1 << (cell % 27);
        const x = s[3 * d + b]!;
        ok = (x & bit) !== 0;
        // The cell leaves the band's digit words and the digit its row, box and column (all words are
        // propagated next).
        s[UNSOLVED + b]! &= ~bit;
        for (let k = b; k < 27; k += 3) s[k]! &= ~bit;
        s[3 * d + b] = x & ~PEER_IN_BAND[cell % 27]!;
        for (let c = 0; c < 3; c++) if (c !== b) s[3 * d + c]! &= ~COLUMN_AT[cell % 27]!;
      }
      if (!ok) this.failures++;
      else if (this.signal?.aborted) this.stoppedBy = "signal";
      else this.run(0, ALL27);
      return {
        solutions: this.solutions,
        count: this.count,
        complete: this.stoppedBy === null,
        stoppedBy: this.stoppedBy,
        nodes: this.nodes,
        failures: this.failures,
        propagations: this.propagations,
      };
    } finally {
      this.busy = false;
      this.signal = undefined;
      this.random = undefined;
      this.onProgress = undefined;
    }
  }

  /** Propagates to a fixpoint at level o from the dirty words given; false on a contradiction. */
  private propagate(o: number, dirty: number): boolean {
    const s = this.s;
    // Words changed since the last naked-single scan of their band, and since the last column pass of their
    // digit: a band or digit with none changed has nothing new to find there.
    let changedBands = 0;
    let changedDigits = 0;
    for (;;) {
      while (dirty !== 0) {
        const k = 31 - Math.clz32(dirty & -dirty);
        dirty &= dirty - 1;
        changedBands |= 1 << k;
        let x = s[o + k]!;
        const t = (x | (x >> 1) | (x >> 2)) & EVERY_THIRD;
        const keep = KEEP[(t | (t >> 13)) & 8191]!;
        if (keep === 0) return false;
        x &= keep;
        s[o + k] = x;
        const b = BAND_OF[k]!;
        const xu = x & s[o + UNSOLVED + b]!;
        if (xu === 0) continue;
        // Hidden singles in the rows of the band: the cells are placed, all at once (the filter leaves no two
        // in one box). This is the only place where digits are placed: elsewhere (givens, naked singles,
        // branching) a digit is taken out of the rest of the cell's row and box, which leads here.
        // Hidden singles of a box need no check of their own: the filter has already left the box's row with
        // that one cell (and a column's, once the stack's filter has left its box with one cell).
        const cells = SINGLE[xu & 511]! | (SINGLE[(xu >> 9) & 511]! << 9) | (SINGLE[xu >> 18]! << 18);
        if (cells === 0) continue;
        const d = DIGIT_OF[k]!;
        s[o + UNSOLVED + b]! &= ~cells;
        // The cells leave the 9 digit words of the band, unrolled (V8 does not unroll the loop itself); only
        // the words that lose a candidate need another look (branch-free: -w >>> 31 is 1 for w > 0).
        const q = o + b;
        const not = ~cells;
        const w0 = s[q]!;
        const w1 = s[q + 3]!;
        const w2 = s[q + 6]!;
        const w3 = s[q + 9]!;
        const w4 = s[q + 12]!;
        const w5 = s[q + 15]!;
        const w6 = s[q + 18]!;
        const w7 = s[q + 21]!;
        const w8 = s[q + 24]!;
        s[q] = w0 & not;
        s[q + 3] = w1 & not;
        s[q + 6] = w2 & not;
        s[q + 9] = w3 & not;
        s[q + 12] = w4 & not;
        s[q + 15] = w5 & not;
        s[q + 18] = w6 & not;
        s[q + 21] = w7 & not;
        s[q + 24] = w8 & not;
        const lost =
          ((-(w0 & cells) >>> 31) |
            ((-(w1 & cells) >>> 31) << 3) |
            ((-(w2 & cells) >>> 31) << 6) |
            ((-(w3 & cells) >>> 31) << 9) |
            ((-(w4 & cells) >>> 31) << 12) |
            ((-(w5 & cells) >>> 31) << 15) |
            ((-(w6 & cells) >>> 31) << 18) |
            ((-(w7 & cells) >>> 31) << 21) |
            ((-(w8 & cells) >>> 31) << 24)) <<
          b;
        // The digit's own word keeps the cells and loses the rest of their boxes (their rows hold no other
        // cell), and its words in the other two bands lose the cells' columns.
        const c9 = (cells | (cells >> 9) | (cells >> 18)) & 511;
        const peers = BOXES[ROW_BOXES[c9]!]! & ~cells;
        s[o + k] = x & ~peers;
        const col = c9 | (c9 << 9) | (c9 << 18);
        const k1 = 3 * d + NEXT_BAND[b]!;
        const k2 = 3 * d + NEXT_BAND[b + 1]!;
        const x1 = s[o + k1]!;
        const x2 = s[o + k2]!;
        s[o + k1] = x1 & ~col;
        s[o + k2] = x2 & ~col;
        dirty |=
          (lost & ~(1 << k)) |
          ((-(x & peers) >>> 31) << k) |
          ((-(x1 & col) >>> 31) << k1) |
          ((-(x2 & col) >>> 31) << k2);
      }
      this.propagations++;
      const u0 = s[o + UNSOLVED]!;
      const u1 = s[o + UNSOLVED + 1]!;
      const u2 = s[o + UNSOLVED + 2]!;
      if ((u0 | u1 | u2) === 0) break;
      changedDigits |= changedBands;
      // Naked singles, band by band: cells whose candidates, counted over the 9 digit words, are exactly one.
      for (let b = 0; b < 3; b++) {
        const u = b === 0 ? u0 : b === 1 ? u1 : u2;
        if (u === 0 || (changedBands & (EVERY_THIRD << b)) === 0) continue;
        let once = 0;
        let twice = 0;
        for (let k = o + b; k < o + 27; k += 3) {
          const x = s[k]!;
          twice |= once & x;
          once |= x;
        }
        if ((u & ~once) !== 0) return false;
        let single = once & ~twice & u;
        while (single !== 0) {
          const bit = single & -single;
          single ^= bit;
          let d = 0;
          while (d < 9 && (s[o + 3 * d + b]! & bit) === 0) d++;
          if (d === 9) return false; // its last candidate went with an earlier single of this scan
          s[o + 3 * d + b]! &= ~PEER_IN_BAND[31 - Math.clz32(bit)]!;
          dirty |= 1 << (3 * d + b);
        }
      }
      changedBands = 0;
      if (dirty !== 0) continue;
      // Locked candidates along columns: in a stack of three columns the digit's mini-columns (band x column)
      // form a permutation too; mini-columns in none are removed (a column with no place left fails here).
      for (let d = 0; d < 9; d++) {
        if ((changedDigits & (7 << (3 * d))) === 0) continue;
        const k = o + 3 * d;
        const x0 = s[k]!;
        const x1 = s[k + 1]!;
        const x2 = s[k + 2]!;
        const c0 = (x0 | (x0 >> 9) | (x0 >> 18)) & 511;
        const c1 = (x1 | (x1 >> 9) | (x1 >> 18)) & 511;
        const c2 = (x2 | (x2 >> 9) | (x2 >> 18)) & 511;
        for (let st = 0; st < 3; st++) {
          const sh = 3 * st;
          const pattern = ((c0 >> sh) & 7) | (((c1 >> sh) & 7) << 3) | (((c2 >> sh) & 7) << 6);
          const kept = PERMUTED[pattern]!;
          if (kept === 0) return false;
          if (kept === pattern) continue;
          const gone = pattern & ~kept;
          for (let b = 0; b < 3; b++) {
            const rem = (gone >> (3 * b)) & 7;
            if (rem === 0) continue;
            const x = s[k + b]!;
            const cut = x & STACK_COLUMNS[8 * st + rem]!;
            if (cut === 0) continue;
            s[k + b] = x ^ cut;
            dirty |= 1 << (3 * d + b);
          }
        }
      }
      changedDigits = 0;
      if (dirty === 0) break;
    }
    return true;
  }

  /** Searches from the level at offset o, whose dirty words are to be propagated first. */
  private run(o: number, dirty: number): void {
    const s = this.s;
    for (;;) {
      if (!this.propagate(o, dirty)) {
        this.failures++;
        return;
      }
      const u0 = s[o + UNSOLVED]!;
      const u1 = s[o + UNSOLVED + 1]!;
      const u2 = s[o + UNSOLVED + 2]!;
      if ((u0 | u1 | u2) === 0) {
        this.record(o);
        return;
      }
      // A cell with two candidates (found bit-parallel per band), the one that sees the most unsolved cells:
      // branching where most is still open cuts the tree most (it halves the guesses of always taking the
      // first such cell on the forum's hardest list). Without one, the unsolved cell with the fewest.
      let band = -1;
      let p = -1;
      let bestScore = -1;
      for (let b = 0; b < 3; b++) {
        const u = b === 0 ? u0 : b === 1 ? u1 : u2;
        if (u === 0) continue;
        let once = 0;
        let twice = 0;
        let thrice = 0;
        for (let k = o + b; k < o + 27; k += 3) {
          const x = s[k]!;
          thrice |= twice & x;
          twice |= once & x;
          once |= x;
        }
        for (let two = twice & ~thrice & u; two !== 0; two &= two - 1) {
          const q = 31 - Math.clz32(two & -two);
          const col = COLUMN_AT[q]!;
          // The column's unsolved cells in the three bands side by side (bits c..c+2, c+9.., c+18..).
          const score =
            popcount(u & PEER_IN_BAND[q]!) + popcount((u0 & col) | ((u1 & col) << 1) | ((u2 & col) << 2));
          if (score > bestScore) {
            bestScore = score;
            band = b;
            p = q;
          }
        }
      }
      if (band < 0) {
        let best = 99;
        for (let b = 0; b < 3; b++) {
          for (let u = b === 0 ? u0 : b === 1 ? u1 : u2; u !== 0; u &= u - 1) {
            const q = 31 - Math.clz32(u & -u);
            let n = 0;
            for (let k = o + b; k < o + 27; k += 3) n += (s[k]! >> q) & 1;
            if (n < best) {
              best = n;
              band = b;
              p = q;
            }
          }
        }
      }
      const bit = 1 << p;
      let mask = 0;
      for (let d = 0; d < 9; d++) if ((s[o + 3 * d + band]! & bit) !== 0) mask |= 1 << d;
      const pick = this.random ? randomBit(mask, this.random) : mask & -mask;
      const d = 31 - Math.clz32(pick);
      if ((++this.nodes & 1023) === 0 && this.outOfBudget()) return;
      if (this.nodes > this.nodeLimit) {
        this.stoppedBy = "nodes";
        return;
      }
      const child = o + STATE;
      s.copyWithin(child, o, o + WORDS);
      s[child + 3 * d + band]! &= ~PEER_IN_BAND[p]!;
      this.run(child, 1 << (3 * d + band));
      if (this.stoppedBy !== null) return;
      // Every completion with d here has been seen: carry on without it at this level (on a cell with two
      // candidates, with the other one).
      s[o + 3 * d + band]! &= ~bit;
      dirty = 1 << (3 * d + band);
      const rest = mask ^ pick;
      if ((rest & (rest - 1)) === 0) {
        s[o + 3 * (31 - Math.clz32(rest)) + band]! &= ~PEER_IN_BAND[p]!;
        dirty |= 1 << (3 * (31 - Math.clz32(rest)) + band);
      }
    }
  }

  private record(o: number): void {
    if (this.solutions.length < this.keep) {
      const s = this.s;
      const sol = new Array<number>(81).fill(0);
      for (let d = 0; d < 9; d++) {
        for (let b = 0; b < 3; b++) {
          for (let x = s[o + 3 * d + b]!; x !== 0; x &= x - 1) sol[27 * b + 31 - Math.clz32(x & -x)] = d + 1;
        }
      }
      this.solutions.push(sol);
    }
    if (++this.count >= this.limit) this.stoppedBy = "limit";
  }

  private outOfBudget(): boolean {
    const now = performance.now();
    if (now > this.deadline) this.stoppedBy = "timeout";
    else if (this.signal?.aborted) this.stoppedBy = "signal";
    else this.onProgress?.({ nodes: this.nodes, solutions: this.count, ms: now - this.started });
    return this.stoppedBy !== null;
  }
}

function randomBit(m: number, rng: Rng): number {
  let k = 0;
  for (let x = m; x !== 0; x &= x - 1) k++;
  let i = rng.int(k);
  let x = m;
  while (i-- > 0) x &= x - 1;
  return x & -x;
}

let shared: BandKernel | undefined;

/** The shared 9x9 kernel, or a fresh one when it is in use (a re-entrant call). */
export function bandKernel(): BandKernel {
  if (!shared) shared = new BandKernel();
  return shared.busy ? new BandKernel() : shared;
}

function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

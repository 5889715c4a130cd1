/*
 * The 9x9 band kernel of src/solver/band-kernel.ts in AssemblyScript, compiled to WebAssembly by
 * scripts/band-kernel-wasm.mjs (the bytes are src/solver/band-kernel-wasm.bytes.ts, checked against this source
 * by a test). Why: WebAssembly is compiled before it runs, so a fresh batch thread solves its first puzzles at
 * full speed instead of in V8's interpreter while the JIT warms up (tooling/bench/RESULTS.md). Line for line the
 * same search as the JS kernel, which stays the reference (the two are compared, nodes and all, by a property
 * test) and the fallback where WebAssembly cannot be compiled. Read the JS file for why each step is there.
 *
 * Memory (one 64 KiB page, no allocator): the tables, the search state (32 words per level, 90 levels), the
 * givens in (81 bytes, 0 = empty) and up to two solutions out (81 bytes each).
 */
// The JS kernel's constants and tables, same names and contents (filled by `init` below); a table is the
// address of its i32 words in memory, read by `tget`, the search state by `sget` and `sset`.
const STATE: i32 = 32; // stride per level
const UNSOLVED: i32 = 27; // the unsolved cells' words follow the 27 digit-band words
const WORDS: i32 = 30; // copied per level
const EVERY_THIRD: i32 = 0x1249249;
const ALL27: i32 = (1 << 27) - 1;

const KEEP: usize = memory.data(8192 * 4);
const ROW_BOXES: usize = memory.data(512 * 4);
const PERMUTED: usize = memory.data(512 * 4);
const SINGLE: usize = memory.data(512 * 4);
const PEER_IN_BAND: usize = memory.data(27 * 4);
const COLUMN_AT: usize = memory.data(27 * 4);
const STACK_COLUMNS: usize = memory.data(24 * 4);
const BOXES: usize = memory.data(8 * 4);
const S: usize = memory.data(STATE * 90 * 4);
/** Where the caller writes the 81 givens, one byte per cell, row-major. */
export const GIVENS: usize = memory.data(81);
/** Where the first two solutions found are written, 81 bytes each. */
export const SOLUTIONS: usize = memory.data(81 * 2);

function tget(t: usize, i: i32): i32 {
  return load<i32>(t + ((<usize>i) << 2));
}
function sget(i: i32): i32 {
  return load<i32>(S + ((<usize>i) << 2));
}
function sset(i: i32, v: i32): void {
  store<i32>(S + ((<usize>i) << 2), v);
}
/** The lowest set bit's index (`31 - Math.clz32(x & -x)` in the JS kernel). */
function low(x: i32): i32 {
  return ctz<i32>(x);
}

let limit: f64 = 2;
let keep: i32 = 2;
let count: i32 = 0;
let nodes: i32 = 0;
let failures: i32 = 0;
let propagations: i32 = 0;
/** Why the search stopped: 0 not stopped, 1 the limit, 2 the node limit, 3 `outOfBudget`. */
let stopped: i32 = 0;
/**
 * Where `search` leaves count, nodes, failures, propagations and stopped (i32 each): read from memory, not as
 * exported globals, whose `value` is a call into the engine from JS each time.
 */
export const STATS: usize = memory.data(5 * 4);
let nodeLimit: f64 = Infinity;
let checkBudget: bool = false;

/** Asked every 1,024 nodes when the caller has a deadline, a signal or a progress callback: nonzero stops. */
declare function outOfBudget(nodes: i32, count: i32): i32;

function init(): void {
  const BOX0 = 7 | (7 << 9) | (7 << 18);
  for (let r = 0; r < 512; r++) {
    store<i32>(SINGLE + ((<usize>r) << 2), r !== 0 && (r & (r - 1)) === 0 ? r : 0);
    let o = 0;
    for (let j = 0; j < 3; j++) if ((r >> (3 * j)) & 7) o |= 1 << j;
    store<i32>(ROW_BOXES + ((<usize>r) << 2), o);
  }
  for (let o = 0; o < 512; o++) {
    let union = 0;
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        if (b === a) continue;
        const c = 3 - a - b;
        const m = (1 << a) | (1 << (3 + b)) | (1 << (6 + c));
        if ((o & m) === m) union |= m;
      }
    store<i32>(PERMUTED + ((<usize>o) << 2), union);
    let t = 0;
    let e = 0;
    for (let k = 0; k < 9; k++) {
      if ((o >> k) & 1) t |= 1 << (3 * k);
      if ((union >> k) & 1) e |= 7 << (3 * k);
    }
    store<i32>(KEEP + ((<usize>((t | (t >> 13)) & 8191)) << 2), e);
  }
  for (let st = 0; st < 3; st++) {
    for (let set = 1; set < 8; set++) {
      let m = 0;
      for (let k = 0; k < 3; k++)
        if ((set >> k) & 1) {
          const c = 3 * st + k;
          m |= (1 << c) | (1 << (9 + c)) | (1 << (18 + c));
        }
      store<i32>(STACK_COLUMNS + ((<usize>(st * 8 + set)) << 2), m);
    }
  }
  for (let i = 0; i < 8; i++) {
    let m = 0;
    for (let j = 0; j < 3; j++) if ((i >> j) & 1) m |= BOX0 << (3 * j);
    store<i32>(BOXES + ((<usize>i) << 2), m);
  }
  for (let p = 0; p < 27; p++) {
    const i = p / 9;
    const c = p % 9;
    store<i32>(PEER_IN_BAND + ((<usize>p) << 2), ((511 << (9 * i)) | (BOX0 << (3 * (c / 3)))) & ~(1 << p));
    store<i32>(COLUMN_AT + ((<usize>p) << 2), (1 << c) | (1 << (9 + c)) | (1 << (18 + c)));
  }
}
init();

/** b + 1 mod 3 (the JS kernel's NEXT_BAND table). */
function nextBand(b: i32): i32 {
  return b === 2 ? 0 : b + 1;
}

/**
 * Searches the givens at GIVENS for up to `lim` solutions, keeping the first `kept` (at most 2); returns the
 * count. `aborted`: the caller's signal has already fired (the search stops before its first step).
 */
export function search(lim: f64, kept: i32, maxNodes: f64, budget: bool, aborted: bool): i32 {
  limit = lim;
  keep = kept;
  count = 0;
  nodes = 0;
  failures = 0;
  propagations = 0;
  stopped = 0;
  nodeLimit = maxNodes;
  checkBudget = budget;
  for (let k = 0; k < 27; k++) sset(k, ALL27);
  sset(UNSOLVED, ALL27);
  sset(UNSOLVED + 1, ALL27);
  sset(UNSOLVED + 2, ALL27);
  let ok = true;
  for (let cell = 0; cell < 81 && ok; cell++) {
    const d = <i32>load<u8>(GIVENS + cell) - 1;
    if (d < 0) continue;
    const b = cell / 27;
    const p = cell % 27;
    const bit = 1 << p;
    const x = sget(3 * d + b);
    ok = (x & bit) !== 0;
    sset(UNSOLVED + b, sget(UNSOLVED + b) & ~bit);
    for (let k = b; k < 27; k += 3) sset(k, sget(k) & ~bit);
    sset(3 * d + b, x & ~tget(PEER_IN_BAND, p));
    const col = tget(COLUMN_AT, p);
    for (let c = 0; c < 3; c++) if (c !== b) sset(3 * d + c, sget(3 * d + c) & ~col);
  }
  if (!ok) failures++;
  else if (aborted) stopped = 3;
  else run(0, ALL27);
  store<i32>(STATS, count);
  store<i32>(STATS + 4, nodes);
  store<i32>(STATS + 8, failures);
  store<i32>(STATS + 12, propagations);
  store<i32>(STATS + 16, stopped);
  return count;
}

function propagate(o: i32, dirtyIn: i32): bool {
  let dirty = dirtyIn;
  let changedBands = 0;
  let changedDigits = 0;
  for (;;) {
    while (dirty !== 0) {
      const k = low(dirty);
      dirty &= dirty - 1;
      changedBands |= 1 << k;
      let x = sget(o + k);
      const t = (x | (x >> 1) | (x >> 2)) & EVERY_THIRD;
      const kp = tget(KEEP, (t | (t >> 13)) & 8191);
      if (kp === 0) return false;
      x &= kp;
      sset(o + k, x);
      const b = k % 3;
      const xu = x & sget(o + UNSOLVED + b);
      if (xu === 0) continue;
      const cells =
        tget(SINGLE, xu & 511) | (tget(SINGLE, (xu >> 9) & 511) << 9) | (tget(SINGLE, xu >> 18) << 18);
      if (cells === 0) continue;
      const d = k / 3;
      sset(o + UNSOLVED + b, sget(o + UNSOLVED + b) & ~cells);
      const q = o + b;
      const not = ~cells;
      let lost = 0;
      for (let j = 0; j < 9; j++) {
        const w = sget(q + 3 * j);
        sset(q + 3 * j, w & not);
        lost |= i32((w & cells) !== 0) << (3 * j);
      }
      lost <<= b;
      const c9 = (cells | (cells >> 9) | (cells >> 18)) & 511;
      const peers = tget(BOXES, tget(ROW_BOXES, c9)) & ~cells;
      sset(o + k, x & ~peers);
      const col = c9 | (c9 << 9) | (c9 << 18);
      const b1 = nextBand(b);
      const k1 = 3 * d + b1;
      const k2 = 3 * d + nextBand(b1);
      const x1 = sget(o + k1);
      const x2 = sget(o + k2);
      sset(o + k1, x1 & ~col);
      sset(o + k2, x2 & ~col);
      dirty |=
        (lost & ~(1 << k)) |
        (i32((x & peers) !== 0) << k) |
        (i32((x1 & col) !== 0) << k1) |
        (i32((x2 & col) !== 0) << k2);
    }
    propagations++;
    const u0 = sget(o + UNSOLVED);
    const u1 = sget(o + UNSOLVED + 1);
    const u2 = sget(o + UNSOLVED + 2);
    if ((u0 | u1 | u2) === 0) break;
    changedDigits |= changedBands;
    for (let b = 0; b < 3; b++) {
      const u = b === 0 ? u0 : b === 1 ? u1 : u2;
      if (u === 0 || (changedBands & (EVERY_THIRD << b)) === 0) continue;
      let once = 0;
      let twice = 0;
      for (let k = o + b; k < o + 27; k += 3) {
        const x = sget(k);
        twice |= once & x;
        once |= x;
      }
      if ((u & ~once) !== 0) return false;
      let single = once & ~twice & u;
      while (single !== 0) {
        const bit = single & -single;
        single ^= bit;
        let d = 0;
        while (d < 9 && (sget(o + 3 * d + b) & bit) === 0) d++;
        if (d === 9) return false;
        sset(o + 3 * d + b, sget(o + 3 * d + b) & ~tget(PEER_IN_BAND, low(bit)));
        dirty |= 1 << (3 * d + b);
      }
    }
    changedBands = 0;
    if (dirty !== 0) continue;
    for (let d = 0; d < 9; d++) {
      if ((changedDigits & (7 << (3 * d))) === 0) continue;
      const k = o + 3 * d;
      const x0 = sget(k);
      const x1 = sget(k + 1);
      const x2 = sget(k + 2);
      const c0 = (x0 | (x0 >> 9) | (x0 >> 18)) & 511;
      const c1 = (x1 | (x1 >> 9) | (x1 >> 18)) & 511;
      const c2 = (x2 | (x2 >> 9) | (x2 >> 18)) & 511;
      for (let st = 0; st < 3; st++) {
        const sh = 3 * st;
        const pattern = ((c0 >> sh) & 7) | (((c1 >> sh) & 7) << 3) | (((c2 >> sh) & 7) << 6);
        const kept = tget(PERMUTED, pattern);
        if (kept === 0) return false;
        if (kept === pattern) continue;
        const gone = pattern & ~kept;
        for (let b = 0; b < 3; b++) {
          const rem = (gone >> (3 * b)) & 7;
          if (rem === 0) continue;
          const x = sget(k + b);
          const cut = x & tget(STACK_COLUMNS, 8 * st + rem);
          if (cut === 0) continue;
          sset(k + b, x ^ cut);
          dirty |= 1 << (3 * d + b);
        }
      }
    }
    changedDigits = 0;
    if (dirty === 0) break;
  }
  return true;
}

function run(o: i32, dirtyIn: i32): void {
  let dirty = dirtyIn;
  for (;;) {
    if (!propagate(o, dirty)) {
      failures++;
      return;
    }
    const u0 = sget(o + UNSOLVED);
    const u1 = sget(o + UNSOLVED + 1);
    const u2 = sget(o + UNSOLVED + 2);
    if ((u0 | u1 | u2) === 0) {
      record(o);
      return;
    }
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
        const x = sget(k);
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
      }
      for (let two = twice & ~thrice & u; two !== 0; two &= two - 1) {
        const q = low(two);
        const col = tget(COLUMN_AT, q);
        const score =
          popcnt<i32>(u & tget(PEER_IN_BAND, q)) +
          popcnt<i32>((u0 & col) | ((u1 & col) << 1) | ((u2 & col) << 2));
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
          const q = low(u);
          let n = 0;
          for (let k = o + b; k < o + 27; k += 3) n += (sget(k) >> q) & 1;
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
    for (let d = 0; d < 9; d++) if ((sget(o + 3 * d + band) & bit) !== 0) mask |= 1 << d;
    const pick = mask & -mask;
    const d = low(pick);
    nodes++;
    if (checkBudget && (nodes & 1023) === 0 && outOfBudget(nodes, count) !== 0) {
      stopped = 3;
      return;
    }
    if (<f64>nodes > nodeLimit) {
      stopped = 2;
      return;
    }
    const child = o + STATE;
    memory.copy(S + ((<usize>child) << 2), S + ((<usize>o) << 2), (<usize>WORDS) << 2);
    sset(child + 3 * d + band, sget(child + 3 * d + band) & ~tget(PEER_IN_BAND, p));
    run(child, 1 << (3 * d + band));
    if (stopped !== 0) return;
    sset(o + 3 * d + band, sget(o + 3 * d + band) & ~bit);
    dirty = 1 << (3 * d + band);
    const rest = mask ^ pick;
    if ((rest & (rest - 1)) === 0) {
      const r = low(rest);
      sset(o + 3 * r + band, sget(o + 3 * r + band) & ~tget(PEER_IN_BAND, p));
      dirty |= 1 << (3 * r + band);
    }
  }
}

function record(o: i32): void {
  if (count < keep) {
    const out = SOLUTIONS + <usize>(81 * count);
    for (let d = 0; d < 9; d++) {
      for (let b = 0; b < 3; b++) {
        for (let x = sget(o + 3 * d + b); x !== 0; x &= x - 1)
          store<u8>(out + <usize>(27 * b + low(x)), <u8>(d + 1));
      }
    }
  }
  count++;
  if (<f64>count >= limit) stopped = 1;
}

import type { Rng, StopReason } from "@gridsmith/kit";
import { type Geometry, geometry } from "../grid.js";

/** Budgets and limits for one search. */
export interface SearchLimits {
  /** Stop after this many solutions (Infinity = all). */
  limit: number;
  /** Keep at most this many solutions (the rest are only counted). Default: `limit`. */
  keep?: number;
  /** `performance.now()` value after which the search stops. */
  deadline?: number;
  nodeLimit?: number;
  signal?: AbortSignal;
  /** Branch on the digits of a cell in random order (for generating grids); default ascending. */
  random?: Rng;
  onProgress?(progress: { nodes: number; solutions: number; ms: number }): void;
}

/** What a search found. Solutions are row-major digits. */
export interface SearchOutcome {
  solutions: number[][];
  count: number;
  complete: boolean;
  stoppedBy: StopReason;
  nodes: number;
  failures: number;
  propagations: number;
}

// Bit 30 of a cell word says "placed": its digit has been removed from every peer. Bits 0..N-1 are the
// candidates (digit d = bit d-1), so every mask fits a small integer and the whole grid is an Int32Array.
const PLACED = 1 << 30;

/**
 * The bitboard search behind `solve`: N*N cells of candidate masks in one Int32Array per search level,
 * naked singles through a queue (a placed digit leaves its 20 peers), hidden singles per unit
 * (digits seen once and not twice), fewest-candidates branching. A branch copies its level (N*N words)
 * instead of keeping an undo log: one copyWithin is cheaper than logging some 20 writes per placement.
 * After a digit's subtree is exhausted the digit is removed from the cell at the parent level, so the
 * rest of the search propagates that too.
 *
 * One kernel per size is reused across calls; it is not re-entrant (see {@link kernelFor}).
 */
export class BitKernel {
  readonly geometry: Geometry;
  private readonly C: number;
  private readonly N: number;
  private readonly U: number;
  private readonly P: number;
  private readonly ALL: number;
  private readonly units: Uint16Array;
  private readonly peers: Uint16Array;
  private readonly s: Int32Array;
  private readonly queue: Int32Array;
  private qn = 0;
  private solved = 0;
  busy = false;

  // Per-search state.
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

  constructor(size: number) {
    const g = geometry(size);
    this.geometry = g;
    this.C = g.cellCount;
    this.N = g.size;
    this.U = g.unitCount;
    this.P = g.peerCount;
    this.ALL = g.allMask;
    this.units = g.units;
    this.peers = g.peers;
    this.s = new Int32Array(this.C * (this.C + 2));
    this.queue = new Int32Array(this.C * 2);
  }

  /** Searches the completions of `givens` (row-major, 0 = empty). */
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
      const { s, C, ALL } = this;
      let qn = 0;
      for (let c = 0; c < C; c++) {
        const d = givens[c]!;
        if (d > 0) {
          s[c] = 1 << (d - 1);
          this.queue[qn++] = c;
        } else s[c] = ALL;
      }
      this.qn = qn;
      this.solved = 0;
      if (this.signal?.aborted) this.stoppedBy = "signal";
      else this.run(0);
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

  private run(depth: number): void {
    const { s, C } = this;
    const g = depth * C;
    for (;;) {
      if (!this.propagate(g)) {
        this.failures++;
        return;
      }
      if (this.solved === C) {
        this.record(g);
        return;
      }
      const c = this.pick(g);
      const m = s[g + c]!;
      const b = this.random ? randomBit(m, this.random) : m & -m;
      if ((++this.nodes & 1023) === 0 && this.outOfBudget()) return;
      if (this.nodes > this.nodeLimit) {
        this.stoppedBy = "nodes";
        return;
      }
      s.copyWithin(g + C, g, g + C);
      const solved = this.solved;
      s[g + C + c] = b;
      this.queue[0] = c;
      this.qn = 1;
      this.run(depth + 1);
      this.solved = solved;
      if (this.stoppedBy !== null) return;
      // Every completion with digit b here has been seen: carry on without it at this level.
      const rest = m ^ b;
      s[g + c] = rest;
      if ((rest & (rest - 1)) === 0) {
        this.queue[0] = c;
        this.qn = 1;
      } else this.qn = 0;
    }
  }

  /** The unplaced cell with the fewest candidates (the first with two, when there is one). */
  private pick(g: number): number {
    const { s, C } = this;
    let best = -1;
    let bestCount = 99;
    for (let c = 0; c < C; c++) {
      const w = s[g + c]!;
      if ((w & PLACED) !== 0) continue;
      let k = w - ((w >>> 1) & 0x55555555);
      k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
      k = (((k + (k >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
      if (k < bestCount) {
        bestCount = k;
        best = c;
        if (k === 2) break;
      }
    }
    return best;
  }

  /** Naked singles through the queue, then hidden singles per unit, until nothing changes. False on a contradiction. */
  private propagate(g: number): boolean {
    const { s, peers, P, units, N, U, ALL, queue: q, C } = this;
    let qn = this.qn;
    let solved = this.solved;
    let ok = true;
    outer: for (;;) {
      while (qn > 0) {
        const c = q[--qn]!;
        const v = s[g + c]!;
        if ((v & PLACED) !== 0) continue;
        s[g + c] = v | PLACED;
        solved++;
        const base = c * P;
        for (let k = 0; k < P; k++) {
          const p = g + peers[base + k]!;
          const w = s[p]!;
          if ((w & v) !== 0) {
            const x = w ^ v;
            if ((x & ALL) === 0) {
              ok = false;
              break outer;
            }
            s[p] = x;
            if ((x & (x - 1)) === 0) q[qn++] = p - g;
          }
        }
      }
      this.propagations++;
      if (solved === C) break;
      for (let u = 0; u < U; u++) {
        const base = u * N;
        let once = 0;
        let twice = 0;
        let placed = 0;
        for (let k = 0; k < N; k++) {
          const w = s[g + units[base + k]!]!;
          twice |= once & w;
          once |= w;
          placed |= w & -(w >>> 30);
        }
        if ((once & ALL) !== ALL) {
          ok = false;
          break outer;
        }
        let h = once & ~twice & ~placed & ALL;
        if (h === 0) continue;
        for (let k = 0; k < N; k++) {
          const c = units[base + k]!;
          const w = s[g + c]!;
          const x = w & h;
          if (x === 0) continue;
          if ((x & (x - 1)) !== 0) {
            ok = false;
            break outer;
          }
          if (w !== x) {
            s[g + c] = x;
            q[qn++] = c;
          }
          h ^= x;
          if (h === 0) break;
        }
      }
      if (qn === 0) break;
    }
    this.qn = 0;
    this.solved = solved;
    return ok;
  }

  private record(g: number): void {
    const { s, C, ALL } = this;
    if (this.solutions.length < this.keep) {
      const sol = new Array<number>(C).fill(0);
      for (let c = 0; c < C; c++) sol[c] = 32 - Math.clz32(s[g + c]! & ALL);
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

const kernels = new Map<number, BitKernel>();

/** A kernel for `size`, reused between calls; a fresh one when the cached one is in use (re-entrant call). */
export function kernelFor(size: number): BitKernel {
  const k = kernels.get(size);
  if (k && !k.busy) return k;
  const fresh = new BitKernel(size);
  if (!k) kernels.set(size, fresh);
  return fresh;
}

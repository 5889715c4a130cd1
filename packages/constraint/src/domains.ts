import { highestBit, lowestBit, popcount } from "./bits.js";
import type { Learner } from "./learning/learner.js";
import { Trail } from "./trail.js";
import type { Conflict, Reason, Removal } from "./types.js";

/** Event bits passed to {@link Domains.notify}: every change is `EV_DOMAIN`, plus the others when they apply. */
export const EV_DOMAIN = 1;
export const EV_BOUNDS = 2;
export const EV_FIXED = 4;

// Ints per snapshot: word, size, min, max.
const SNAP = 4;

// Slots of the trailed `state` array.
const FAILED = 0;
const LOG_LENGTH = 1;

/**
 * Integer variables with bitset domains, all kept in two trailed Int32Arrays so that search can undo any change.
 *
 * Variable `x` owns `nw[x]` words starting at `off[x]` in `dom`; bit `i` stands for the value `base[x] + i`.
 * A variable of up to 32 values fits one word, which every operation handles without a loop. `info` holds
 * `[size, min, max]` per variable, so size (kept by popcount) and bounds are O(1) reads.
 *
 * This is the base of {@link Model}, split out to keep files small; the hot domain operations stay together in
 * one class so that every call site sees one receiver type. Fields marked internal are read
 * directly by the built-in propagators and should not be written from outside.
 */
export abstract class Domains {
  /** The reversible store behind every domain; propagators keep their own reversible state here too. */
  readonly trail = new Trail();
  /**
   * When true, removals are logged with their reasons in {@link removals}. Propagators check this flag before
   * building a {@link Reason}, so nothing is allocated while it is off.
   */
  explaining = false;
  /** The last failure seen while {@link explaining} was on. */
  conflict: Conflict | null = null;
  /**
   * @internal The implication trail of a learning search, told of every write while one runs (null
   * otherwise, and then every hook below costs one comparison).
   */
  learner: Learner | null = null;

  /** @internal */ base = new Int32Array(64);
  /** @internal */ off = new Int32Array(64);
  /** @internal */ nw = new Int32Array(64);
  /** @internal Domain words (trailed: per word for wide variables, in snapshots for one-word ones). */
  dom = new Int32Array(256);
  /** @internal Failure weight per variable while a `dom/wdeg` search runs (see VariableChooser), else null. */
  failWeights: Float64Array | null = null;
  /** @internal Weights a finished search left for the next one to reuse (see VariableChooser), else null. */
  spareWeights: Float64Array | null = null;
  /** @internal Frames a finished search left for the next one to reuse (see Search), else null. */
  spareFrames: Int32Array | null = null;
  /** @internal `[size, min, max]` per variable (trailed in snapshots). */ info = new Int32Array(192);
  /** @internal */ readonly domId: number;
  // Snapshots: the first change of a variable in a trail epoch (between two marks) saves its whole state once (info,
  // and the word of a one-word variable), instead of one trail entry per field per change. The trail entry of a
  // snapshot at position t names the variable; its values sit at snaps[SNAP * t ...]. `stamps[x]` is the epoch of
  // x's latest snapshot, so a variable already saved in this epoch is not saved again.
  private stamps = new Int32Array(64).fill(-1);
  private snaps = new Int32Array(SNAP * 256);
  /** @internal Domain changes so far: a propagator compares it before and after a pass to see if it did anything. */
  changes = 0;
  private readonly state = new Int32Array(2);
  private readonly stateId: number;
  private readonly log: Removal[] = [];
  private varCount = 0;
  private wordCount = 0;

  constructor() {
    this.domId = this.trail.register(this.dom);
    this.stateId = this.trail.register(this.state);
  }

  /** Wakes the propagators of `x` after a change described by `events`. */
  protected abstract notify(x: number, events: number): void;

  /** Called after a variable is created. */
  protected abstract variableAdded(): void;

  /** Name of the propagator running now, for conflicts. */
  protected abstract runningName(): string | null;

  /** Number of variables. */
  get numVars(): number {
    return this.varCount;
  }

  /** A new variable with domain `min..max`; returns its id (ids count up from 0). */
  intVar(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) {
      throw new RangeError(`intVar(${min}, ${max}): need integers with min <= max`);
    }
    const x = this.newVar(min, max);
    const o = this.off[x]!;
    const span = max - min + 1;
    const full = span >>> 5;
    this.dom.fill(-1, o, o + full);
    if ((span & 31) !== 0) this.dom[o + full] = (1 << (span & 31)) - 1;
    this.info[x * 3] = span;
    return x;
  }

  /** A new variable whose domain is exactly `values` (duplicates ignored); returns its id. */
  intVarFromValues(values: Iterable<number>): number {
    const vs = [...values];
    if (vs.length === 0 || !vs.every(Number.isInteger)) {
      throw new RangeError("intVarFromValues: need at least one value, all integers");
    }
    const x = this.newVar(Math.min(...vs), Math.max(...vs));
    const b = this.base[x]!;
    const o = this.off[x]!;
    let size = 0;
    for (const v of vs) {
      const i = v - b;
      const bit = 1 << (i & 31);
      if ((this.dom[o + (i >>> 5)]! & bit) === 0) size++;
      this.dom[o + (i >>> 5)]! |= bit;
    }
    this.info[x * 3] = size;
    return x;
  }

  /** `n` new variables with domain `min..max`. */
  intVars(n: number, min: number, max: number): number[] {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push(this.intVar(min, max));
    return xs;
  }

  private newVar(min: number, max: number): number {
    const x = this.varCount;
    if (x === this.base.length) {
      this.base = grown(this.base, x * 2);
      this.off = grown(this.off, x * 2);
      this.nw = grown(this.nw, x * 2);
      this.stamps = grown(this.stamps, x * 2);
      this.stamps.fill(-1, x);
    }
    if ((x + 1) * 3 > this.info.length) this.info = grown(this.info, this.info.length * 2);
    const words = ((max - min) >>> 5) + 1;
    if (this.wordCount + words > this.dom.length) {
      this.dom = grown(this.dom, Math.max(this.dom.length * 2, this.wordCount + words));
      this.trail.replace(this.domId, this.dom);
    }
    this.base[x] = min;
    this.off[x] = this.wordCount;
    this.nw[x] = words;
    this.info[x * 3 + 1] = min;
    this.info[x * 3 + 2] = max;
    this.wordCount += words;
    this.varCount++;
    this.variableAdded();
    return x;
  }

  /** True when `v` is in the domain of `x`. */
  has(x: number, v: number): boolean {
    const i3 = x * 3;
    // Written so that NaN is outside too.
    if (!(v >= this.info[i3 + 1]! && v <= this.info[i3 + 2]!)) return false;
    const i = v - this.base[x]!;
    return (this.dom[this.off[x]! + (i >>> 5)]! & (1 << (i & 31))) !== 0;
  }

  /** Number of values left in the domain of `x`. */
  size(x: number): number {
    return this.info[x * 3]!;
  }

  /** Smallest value of `x`. */
  min(x: number): number {
    return this.info[x * 3 + 1]!;
  }

  /** Largest value of `x`. */
  max(x: number): number {
    return this.info[x * 3 + 2]!;
  }

  /** True when `x` has a single value left. */
  isFixed(x: number): boolean {
    return this.info[x * 3] === 1;
  }

  /** The value of a fixed variable; throws when `x` still has several values. */
  value(x: number): number {
    if (this.info[x * 3] !== 1)
      throw new RangeError(`variable ${x} is not fixed (${this.info[x * 3]} values left)`);
    return this.info[x * 3 + 1]!;
  }

  /** The smallest value of `x` above `v`, or `max(x) + 1` when there is none: `for (v = min; v <= max; v = next)`. */
  nextValue(x: number, v: number): number {
    const hi = this.info[x * 3 + 2]!;
    if (v >= hi) return hi + 1;
    const lo = this.info[x * 3 + 1]!;
    if (v < lo) return lo;
    return this.base[x]! + this.scanUp(x, v + 1 - this.base[x]!);
  }

  /**
   * Writes the values of `x`, ascending, into `out` from index `at` (default 0) and returns how many there are
   * (its size; `out` must have room). For propagators that visit every value of many variables each run: one
   * pass over the domain's words, where a {@link nextValue} call per value was most of such a pass.
   */
  valuesInto(x: number, out: Int32Array, at = 0): number {
    const o = this.off[x]!;
    const b = this.base[x]!;
    let n = at;
    for (let k = 0, words = this.nw[x]!; k < words; k++) {
      for (let r = this.dom[o + k]!; r !== 0; r &= r - 1) out[n++] = b + 32 * k + lowestBit(r);
    }
    return n - at;
  }

  /** The values of `x`, ascending. */
  values(x: number): number[] {
    const out: number[] = [];
    const hi = this.max(x);
    for (let v = this.min(x); v <= hi; v = this.nextValue(x, v)) out.push(v);
    return out;
  }

  /** Value of bit 0 in {@link bits}: the smallest value `x` was created with. */
  offset(x: number): number {
    return this.base[x]!;
  }

  /**
   * The domain of `x` as one bitmask (bit `i` = value `offset(x) + i`), for kernels that work on bitboards.
   * Only variables created with at most 32 values fit; for wider ones this is the first 32 values.
   */
  bits(x: number): number {
    return this.dom[this.off[x]!]!;
  }

  /**
   * Keeps only the values of `x` whose bits are set in `mask` (see {@link bits}); for variables of at most 32
   * values. Returns false when nothing would be left.
   */
  restrict(x: number, mask: number, reason?: Reason): boolean {
    const wi = this.off[x]!;
    const w = this.dom[wi]!;
    const keep = w & mask;
    if (keep === w) return true;
    if (keep === 0) return this.fail(x, this.base[x]! + lowestBit(w), reason);
    if (this.nw[x] === 1) return this.write1(x, w, keep, popcount(keep), reason);
    if (this.explaining) this.logBits(x, w & ~keep, reason);
    if (this.learner !== null) this.learner.removed(x, 0, w & ~keep);
    this.trail.record(this.domId, wi, w);
    this.dom[wi] = keep;
    const b = this.base[x]!;
    return this.commit(
      x,
      this.info[x * 3]! - popcount(w & ~keep),
      b + this.scanUp(x, 0),
      b + this.scanDown(x, this.nw[x]! * 32 - 1),
    );
  }

  /** Removes `v` from `x`. Returns false when that would empty the domain (a failure; the domain is kept). */
  remove(x: number, v: number, reason?: Reason): boolean {
    const i = v - this.base[x]!;
    if (this.nw[x] === 1) {
      // Also false for NaN.
      if (!(i >= 0 && i < 32)) return true;
      const w = this.dom[this.off[x]!]!;
      const bit = 1 << i;
      if ((w & bit) === 0) return true;
      if (w === bit) return this.fail(x, v, reason);
      return this.write1(x, w, w & ~bit, this.info[x * 3]! - 1, reason);
    }
    const info = this.info;
    const i3 = x * 3;
    const lo = info[i3 + 1]!;
    const hi = info[i3 + 2]!;
    if (!(v >= lo && v <= hi)) return true;
    const wi = this.off[x]! + (i >>> 5);
    const w = this.dom[wi]!;
    const bit = 1 << (i & 31);
    if ((w & bit) === 0) return true;
    if (lo === hi) return this.fail(x, v, reason);
    if (this.explaining) this.logRemoval(x, v, reason);
    if (this.learner !== null) this.learner.removed(x, i >>> 5, bit);
    this.trail.record(this.domId, wi, w);
    this.dom[wi] = w & ~bit;
    const b = this.base[x]!;
    return this.commit(
      x,
      info[i3]! - 1,
      v === lo ? b + this.scanUp(x, i + 1) : lo,
      v === hi ? b + this.scanDown(x, i - 1) : hi,
    );
  }

  /** Fixes `x` to `v`. Returns false when `v` is not in the domain. */
  assign(x: number, v: number, reason?: Reason): boolean {
    if (!this.has(x, v)) {
      if (this.learner !== null && this.state[FAILED] === 0) this.learner.assignFailed(x, v);
      return this.fail(x, v, reason);
    }
    const info = this.info;
    const i3 = x * 3;
    if (info[i3] === 1) return true;
    const b = this.base[x]!;
    const o = this.off[x]!;
    const i = v - b;
    const dom = this.dom;
    if (this.learner !== null) this.learner.assignStart(x, v);
    if (this.nw[x] === 1) return this.write1(x, dom[o]!, 1 << i, 1, reason);
    const lo = info[i3 + 1]!;
    const hi = info[i3 + 2]!;
    if (this.explaining) {
      for (let u = lo; u <= hi; u = this.nextValue(x, u)) if (u !== v) this.logRemoval(x, u, reason);
    }
    const target = o + (i >>> 5);
    for (let wi = o + ((lo - b) >>> 5), last = o + ((hi - b) >>> 5); wi <= last; wi++)
      this.narrowWord(x, o, wi, wi === target ? 1 << (i & 31) : 0);
    return this.commit(x, 1, v, v);
  }

  /** Removes every value of `x` below `v` (`v` itself stays). Returns false when nothing would be left. */
  removeBelow(x: number, v: number, reason?: Reason): boolean {
    const i3 = x * 3;
    const lo = this.info[i3 + 1]!;
    const hi = this.info[i3 + 2]!;
    if (!(v > lo)) return true; // also NaN
    if (v > hi) return this.fail(x, hi, reason);
    const b = this.base[x]!;
    const o = this.off[x]!;
    const dom = this.dom;
    if (this.nw[x] === 1) {
      // v is in (lo, hi], so the shift is in 1..31 and keeps hi.
      const w = dom[o]!;
      const keep = w & (-1 << Math.ceil(v - b));
      return this.write1(x, w, keep, popcount(keep), reason);
    }
    if (this.explaining) for (let u = lo; u < v; u = this.nextValue(x, u)) this.logRemoval(x, u, reason);
    const cut = v - b;
    let removed = 0;
    const last = o + (cut >>> 5);
    for (let wi = o + ((lo - b) >>> 5); wi < last; wi++) removed += this.narrowWord(x, o, wi, 0);
    removed += this.narrowWord(x, o, last, dom[last]! & (-1 << (cut & 31)));
    return this.commit(x, this.info[i3]! - removed, b + this.scanUp(x, cut), hi);
  }

  /** Removes every value of `x` above `v` (`v` itself stays). Returns false when nothing would be left. */
  removeAbove(x: number, v: number, reason?: Reason): boolean {
    const i3 = x * 3;
    const lo = this.info[i3 + 1]!;
    const hi = this.info[i3 + 2]!;
    if (!(v < hi)) return true; // also NaN
    if (v < lo) return this.fail(x, lo, reason);
    const b = this.base[x]!;
    const o = this.off[x]!;
    const dom = this.dom;
    if (this.nw[x] === 1) {
      // v is in [lo, hi), so the kept bits are 0 .. floor(v) - b, at most 30.
      const w = dom[o]!;
      const keep = w & ((2 << Math.floor(v - b)) - 1);
      return this.write1(x, w, keep, popcount(keep), reason);
    }
    if (this.explaining) {
      for (let u = this.nextValue(x, v); u <= hi; u = this.nextValue(x, u)) this.logRemoval(x, u, reason);
    }
    const cut = v - b;
    let removed = 0;
    const first = o + (cut >>> 5);
    for (let wi = o + ((hi - b) >>> 5); wi > first; wi--) removed += this.narrowWord(x, o, wi, 0);
    removed += this.narrowWord(x, o, first, dom[first]! & (-1 >>> (31 - (cut & 31))));
    return this.commit(x, this.info[i3]! - removed, lo, b + this.scanDown(x, cut));
  }

  /**
   * Narrows word `wi` of multiword variable `x` (its words from `o`) to `keep`, a subset of it, on the trail and
   * told to the learner; returns how many values it removed. Size, bounds and wakes are the caller's (commit).
   */
  private narrowWord(x: number, o: number, wi: number, keep: number): number {
    const w = this.dom[wi]!;
    if (w === keep) return 0;
    if (this.learner !== null) this.learner.removed(x, wi - o, w & ~keep);
    this.trail.record(this.domId, wi, w);
    this.dom[wi] = keep;
    return popcount(w & ~keep);
  }

  /**
   * @internal The one write of a one-word variable: `w` (its word now) becomes `keep` (a non-empty strict subset
   * of `w`, of `size` values). Saves the variable once per trail level, updates size and bounds, and wakes its
   * propagators. Built-in propagators that already hold the word call it directly.
   */
  write1(x: number, w: number, keep: number, size: number, reason: Reason | undefined | null): true {
    if (this.explaining) this.logBits(x, w & ~keep, reason);
    if (this.learner !== null) {
      this.learner.removed(x, 0, w & ~keep);
      this.learner.settled(x, size, this.base[x]! + lowestBit(keep));
    }
    const info = this.info;
    const i3 = x * 3;
    const trail = this.trail;
    if (this.stamps[x] !== trail.epoch) this.snapshot(x, w, trail);
    this.dom[this.off[x]!] = keep;
    info[i3] = size;
    let events = EV_DOMAIN;
    // A bound moves when the removed bits include the lowest or the highest bit of the old word.
    if (((w ^ keep) & w & -w) !== 0) {
      info[i3 + 1] = this.base[x]! + lowestBit(keep);
      events = EV_DOMAIN | EV_BOUNDS;
    }
    if (Math.clz32(keep) !== Math.clz32(w)) {
      info[i3 + 2] = this.base[x]! + highestBit(keep);
      events = EV_DOMAIN | EV_BOUNDS;
    }
    if (size === 1) events = EV_DOMAIN | EV_BOUNDS | EV_FIXED;
    this.changes++;
    this.notify(x, events);
    return true;
  }

  /** Writes new size and bounds of a wide `x` after its words changed (each recorded), and wakes its propagators. */
  private commit(x: number, size: number, lo: number, hi: number): boolean {
    if (this.learner !== null) this.learner.settled(x, size, lo);
    this.save(x);
    const info = this.info;
    const i3 = x * 3;
    let events = EV_DOMAIN;
    if (info[i3 + 1] !== lo) {
      info[i3 + 1] = lo;
      events |= EV_BOUNDS;
    }
    if (info[i3 + 2] !== hi) {
      info[i3 + 2] = hi;
      events |= EV_BOUNDS;
    }
    info[i3] = size;
    if (size === 1) events |= EV_FIXED;
    this.changes++;
    this.notify(x, events);
    return true;
  }

  /** Saves the state of `x` on the trail unless it was saved in this epoch (see {@link stamps}). */
  private save(x: number): void {
    const trail = this.trail;
    if (this.stamps[x] !== trail.epoch) this.snapshot(x, this.dom[this.off[x]!]!, trail);
  }

  /** Records the state of `x`, whose first word is `w`, at the top of the trail, and stamps it with the epoch. */
  private snapshot(x: number, w: number, trail: Trail): void {
    this.stamps[x] = trail.epoch;
    const k = trail.top * SNAP;
    trail.record(-1, x, 0);
    // Other entries move the top too, so k can step past the end rather than land on it.
    if (k >= this.snaps.length) this.snaps = grown(this.snaps, Math.max(k + SNAP, this.snaps.length * 2));
    const snaps = this.snaps;
    const info = this.info;
    const i3 = x * 3;
    snaps[k] = w;
    snaps[k + 1] = info[i3]!;
    snaps[k + 2] = info[i3 + 1]!;
    snaps[k + 3] = info[i3 + 2]!;
  }

  /** @internal The trail's epoch counter wrapped around: no stamp may match a new epoch by accident. */
  epochsReset(): void {
    this.stamps.fill(-1);
  }

  /** @internal Undoes the snapshot of `x` at trail position `t` (the trail calls this while undoing). */
  restoreSnapshot(x: number, t: number): void {
    const snaps = this.snaps;
    const k = t * SNAP;
    // A wide variable's words are on the trail one by one; only a one-word variable's word is in the snapshot.
    if (this.nw[x] === 1) this.dom[this.off[x]!] = snaps[k]!;
    const info = this.info;
    const i3 = x * 3;
    info[i3] = snaps[k + 1]!;
    info[i3 + 1] = snaps[k + 2]!;
    info[i3 + 2] = snaps[k + 3]!;
  }

  /** Offset (from `base`) of the smallest value at or above offset `from`; the caller knows one exists. */
  private scanUp(x: number, from: number): number {
    const o = this.off[x]!;
    let wi = from >>> 5;
    let w = this.dom[o + wi]! & (-1 << (from & 31));
    while (w === 0) w = this.dom[o + ++wi]!;
    return wi * 32 + lowestBit(w);
  }

  /** Offset of the largest value at or below offset `from`; the caller knows one exists. */
  private scanDown(x: number, from: number): number {
    const o = this.off[x]!;
    let wi = from >>> 5;
    let w = this.dom[o + wi]! & (-1 >>> (31 - (from & 31)));
    while (w === 0) w = this.dom[o + --wi]!;
    return wi * 32 + highestBit(w);
  }

  /** True once a domain would have been emptied or a propagator failed, until the trail is undone past it. */
  get failed(): boolean {
    return this.state[FAILED] !== 0;
  }

  /** @internal Records a failure (reversibly) and returns false. */
  fail(x: number | null, v: number, reason: Reason | undefined | null): false {
    if (this.failWeights !== null && x !== null && this.state[FAILED] === 0) this.failWeights[x]!++;
    if (this.learner !== null && this.state[FAILED] === 0 && this.learner.conflictKind === 0) {
      this.learner.failed(x);
    }
    if (this.state[FAILED] === 0) {
      this.trail.record(this.stateId, FAILED, 0);
      this.state[FAILED] = 1;
    }
    if (this.explaining) {
      this.conflict = {
        variable: x,
        value: x === null ? null : v,
        propagator: this.runningName(),
        reason: reason ?? null,
      };
    }
    return false;
  }

  /**
   * The removals made while {@link explaining} was on, oldest first, each with the reason its remover gave.
   * Undoing the trail drops the removals made after the mark.
   */
  get removals(): readonly Removal[] {
    this.log.length = Math.min(this.log.length, this.state[LOG_LENGTH]!);
    return this.log;
  }

  /** The logged reason `v` was removed from `x`, if it was removed while explaining. */
  explain(x: number, v: number): Removal | undefined {
    const log = this.removals;
    for (let i = log.length - 1; i >= 0; i--)
      if (log[i]!.variable === x && log[i]!.value === v) return log[i];
    return undefined;
  }

  private logBits(x: number, removed: number, reason: Reason | undefined | null): void {
    const b = this.base[x]!;
    for (let r = removed; r !== 0; r &= r - 1) this.logRemoval(x, b + lowestBit(r), reason);
  }

  private logRemoval(x: number, v: number, reason: Reason | undefined | null): void {
    const n = this.state[LOG_LENGTH]!;
    this.log.length = Math.min(this.log.length, n);
    this.log.push({ variable: x, value: v, reason: reason ?? null });
    this.trail.record(this.stateId, LOG_LENGTH, n);
    this.state[LOG_LENGTH] = n + 1;
  }
}

function grown(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}

import { lowestBit } from "../bits.js";
import type { Domains } from "../domains.js";
import { type Learner, type Literal, PROPAGATOR } from "./learner.js";

/**
 * What a propagator's `explain` is given: the inference to explain, the domains as they were just before it
 * (entries of the implication trail before {@link at}), and the reason it builds. A reason is a set of
 * literals that held before the inference and that, with the propagator's constraint, imply it. Conflict
 * analysis asks for reasons lazily, long after the inference, which is why the past domains are read through
 * this object rather than the model.
 *
 * @example
 * // x <= y explains `x != v` (v > max y) by the values of y at v and above being gone:
 * explain(e) {
 *   for (let u = e.value; u <= e.initialMax(y); u++) e.becauseNot(y, u);
 * }
 */
export class Explanation {
  /** The variable of the literal to explain; -1 when the propagator is asked why it failed. */
  variable = -1;
  /** The value of the literal to explain. */
  value = 0;
  /** True: explain `variable = value`; false: explain `variable != value`. */
  equal = false;
  /** Trail position of the inference: only literals set before it may be used. */
  at = 0;
  /** @internal The reason so far: `lits[0 .. count)`. */
  lits = new Int32Array(64);
  /** @internal */
  count = 0;

  /** @internal A learning search makes one per model. */
  constructor(
    private readonly m: Domains,
    private readonly learner: Learner,
  ) {}

  /**
   * @internal Starts a new reason for the literal `lit` set at trail position `at` (lit -1: a failure). Give
   * a propagator's inference as it wrote it (`x = b`, not the canonical `x != a` of a two-valued variable).
   */
  reset(lit: Literal, at: number): this {
    if (lit < 0) return this.about(-1, 0, false, at);
    return this.about(this.learner.variable(lit), this.learner.value(lit), (lit & 1) === 0, at);
  }

  /**
   * @internal {@link reset} for `x = v` (or `x != v`) given apart: also for a value with no literal, one the
   * running propagator assigned though `x` never had it.
   */
  about(x: number, v: number, equal: boolean, at: number): this {
    this.count = 0;
    this.at = at;
    this.variable = x;
    this.value = v;
    this.equal = equal;
    return this;
  }

  /**
   * Where the run of the propagator that made the inference (or failed) began on the trail: what it wrote
   * earlier in the same run comes after. A propagator that reasons from its inputs (a line solved from the
   * cells known when it started) may set {@link at} to this, for shorter reasons that are cheaper to find.
   */
  runStart(): number {
    const learner = this.learner;
    // Asked at the end of the trail, it is about the propagator that failed (a failure, or an assignment
    // to a value already gone).
    const p = this.at >= learner.length ? learner.conflictRef : learner.refs[this.at]!;
    let k = this.at;
    while (k > 0 && learner.kinds[k - 1] === PROPAGATOR && learner.refs[k - 1] === p) k--;
    return k;
  }

  /** Whether `v` was in the domain of `x` just before the inference. */
  had(x: number, v: number): boolean {
    if (this.m.has(x, v)) return true;
    if (!this.learner.inRange(x, v)) return false;
    return this.learner.entryOf(this.learner.ne(x, v)) >= this.at;
  }

  /** The domain of a variable of at most 32 values just before the inference, as {@link Domains.bits}. */
  bitsBefore(x: number): number {
    const m = this.m;
    let w = m.dom[m.off[x]!]!;
    const learner = this.learner;
    const lit0 = learner.atomBase[x]! << 1;
    for (let r = learner.rootBits[x]! & ~w; r !== 0; r &= r - 1) {
      const bit = lowestBit(r);
      if (learner.entryOf(learner.canonical(lit0 + 2 * bit + 1)) >= this.at) w |= 1 << bit;
    }
    return w;
  }

  /** Whether `x = v` held just before the inference (cheaper than {@link fixedValue} when `v` is known). */
  heldEqual(x: number, v: number): boolean {
    if (!this.learner.inRange(x, v)) return false;
    const lit = this.learner.eq(x, v);
    const k = this.learner.entryOf(lit);
    return k >= 0 ? k < this.at : this.learner.truth(lit) === 1;
  }

  /** The value `x` was fixed to just before the inference, or NaN when it had several values. */
  fixedValue(x: number): number {
    const m = this.m;
    // Domains only shrink along the trail: a variable open now was open then. One fixed now was fixed then
    // when the entry that fixed it came earlier (every way of fixing a variable records it).
    if (m.info[x * 3] !== 1) return Number.NaN;
    return this.learner.fixedAt[x]! < this.at ? m.info[x * 3 + 1]! : Number.NaN;
  }

  /**
   * Where on the implication trail `x` was fixed, for a variable fixed before the inference ({@link fixedValue}
   * not NaN): a larger number is a later inference, -1 one made before the search. A propagator choosing among
   * reasons can prefer the older literals, which reach back to lower decision levels.
   */
  fixedEntry(x: number): number {
    return this.learner.fixedAt[x]!;
  }

  /** The smallest value `x` had just before the inference. */
  minBefore(x: number): number {
    const m = this.m;
    let v = m.base[x]!;
    while (!this.had(x, v)) v++;
    return Math.min(v, m.min(x));
  }

  /** The largest value `x` had just before the inference. */
  maxBefore(x: number): number {
    const m = this.m;
    let v = this.highestValue(x);
    while (!this.had(x, v)) v--;
    return Math.max(v, m.max(x));
  }

  /** Adds `x >= lo`, which must have held before the inference: each value of `x` below `lo` gone. */
  becauseAtLeast(x: number, lo: number): void {
    const m = this.m;
    const end = Math.min(lo, this.highestValue(x) + 1);
    for (let v = m.base[x]!; v < end; v++) if (!m.has(x, v)) this.becauseNot(x, v);
  }

  /** Adds `x <= hi`, which must have held before the inference: each value of `x` above `hi` gone. */
  becauseAtMost(x: number, hi: number): void {
    const m = this.m;
    const end = Math.max(hi, m.base[x]! - 1);
    for (let v = this.highestValue(x); v > end; v--) if (!m.has(x, v)) this.becauseNot(x, v);
  }

  /** The smallest value `x` was created able to hold (bit 0 of its domain words). */
  lowestValue(x: number): number {
    return this.m.base[x]!;
  }

  /** The largest value `x` could hold when the search began (no larger value has a literal). */
  highestValue(x: number): number {
    const learner = this.learner;
    return this.m.base[x]! + learner.atomBase[x + 1]! - learner.atomBase[x]! - 1;
  }

  /** The literal `x != v`, to compare or keep (add it with {@link becauseNot}). */
  literalNot(x: number, v: number): Literal {
    return this.learner.ne(x, v);
  }

  /** Whether `x != v` has held since level 0, so that a reason gets it for free. */
  isRootRemoval(x: number, v: number): boolean {
    if (this.m.has(x, v)) return false;
    // Outside the variable's atoms it never had the value (and the literal would name another variable).
    if (!this.learner.inRange(x, v)) return true;
    const k = this.learner.entryOf(this.learner.ne(x, v));
    return k < 0 || this.learner.levels[k] === 0;
  }

  /** Adds a literal that held before the inference (one that held before the search adds nothing). */
  because(lit: Literal): void {
    const k = this.learner.entryOf(lit);
    if (k < 0) {
      // Nothing to learn from a literal that held before the search; one that does not hold is a bug.
      if (this.learner.truth(lit) !== 1)
        throw new Error(`a reason names ${this.describe(lit)}, which does not hold`);
      return;
    }
    if (this.learner.levels[k] === 0) return;
    if (this.count === this.lits.length) {
      const lits = new Int32Array(this.count * 2);
      lits.set(this.lits);
      this.lits = lits;
    }
    this.lits[this.count++] = lit;
  }

  private describe(lit: Literal): string {
    const x = this.learner.variable(lit);
    return `variable ${x} ${(lit & 1) === 0 ? "=" : "!="} ${this.learner.value(lit)}`;
  }

  /** Adds `x != v`, which must have held before the inference. */
  becauseNot(x: number, v: number): void {
    // Outside the variable's atoms it never had the value: free, and the literal would name another variable.
    if (!this.learner.inRange(x, v)) return;
    this.because(this.learner.ne(x, v));
  }

  /** Adds `x = v`, which must have held before the inference. */
  becauseEqual(x: number, v: number): void {
    if (!this.learner.inRange(x, v))
      throw new Error(`a reason names variable ${x} = ${v}, which it never had`);
    this.because(this.learner.eq(x, v));
  }

  /**
   * Adds all that was known of `x` before the inference: `x = v` when it was fixed by then, else each value
   * of `x` that was gone. Always a valid part of a reason; the generic explanation is this for every variable
   * in a propagator's scope.
   */
  becauseDomain(x: number): void {
    const m = this.m;
    const learner = this.learner;
    const fixed = this.fixedValue(x);
    if (!Number.isNaN(fixed)) {
      const eq = learner.eq(x, fixed);
      const k = learner.entryOf(eq);
      if (k >= 0 && k < this.at) {
        this.because(eq);
        return;
      }
    }
    const o = m.off[x]!;
    const lit0 = learner.atomBase[x]! << 1;
    if (m.nw[x] === 1) {
      for (let r = learner.rootBits[x]! & ~m.dom[o]!; r !== 0; r &= r - 1) {
        const lit = learner.canonical(lit0 + 2 * lowestBit(r) + 1);
        const k = learner.entryOf(lit);
        if (k >= 0 && k < this.at) this.because(lit);
      }
      return;
    }
    for (let wi = 0; wi < m.nw[x]!; wi++) {
      for (let r = ~m.dom[o + wi]!; r !== 0; r &= r - 1) {
        const i = 32 * wi + lowestBit(r);
        if (!learner.inRange(x, m.base[x]! + i)) break;
        const lit = learner.canonical(lit0 + 2 * i + 1);
        const k = learner.entryOf(lit);
        if (k >= 0 && k < this.at) this.because(lit);
      }
    }
  }
}

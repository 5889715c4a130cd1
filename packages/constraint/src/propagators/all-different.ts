import { lowestBit, popcount } from "../bits.js";
import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { TermCounts } from "./all-different-counts.js";
import { explainAllDifferent } from "./all-different-explain.js";

/**
 * `vars[i] + offsets[i]` pairwise different.
 *
 * Naked singles: the value of each newly fixed variable is removed from the others, following the chain of
 * variables this fixes within the same run. Hidden singles apply only when the variables must use every value of
 * their union (as many values as variables, checked when posted, e.g. a sudoku house): then a value left in one
 * variable's domain is assigned to it, and a union smaller than the number of variables fails. Without hidden
 * singles the propagator listens to fix events only, which is all naked singles need.
 */
export class AllDifferent implements Propagator {
  readonly name = "allDifferent";
  readonly vars: readonly number[];
  /**
   * Naked singles alone are cheap and run first, on fix events; the hidden pass scans every variable, so it waits
   * for them. Every run reads only the fixed positions of `m.changed`, so the model lists only those (every
   * change still wakes it): the other changes then cost no bookkeeping on the hottest path of a sudoku.
   */
  readonly schedule: PropagatorSchedule;
  private readonly offsets: Int32Array;
  private readonly stack: Int32Array;
  private readonly hidden: boolean;
  // Bitwise hidden singles when every term is one word with the same value of bit 0 (sudoku); else counts.
  private readonly wordwise: boolean;
  private readonly low: number;
  private readonly high: number;
  // Allocated on first use: whole-word propagators need it only while explaining.
  private counts: TermCounts | null = null;
  // When every variable fits one word, the naked pass tests bits directly: term value u is bit u - shift[j] of
  // word word[j] (the model never moves a variable's words).
  private readonly oneWord: boolean;
  private readonly word: Int32Array;
  private readonly shift: Int32Array;
  // Whole-word path (see propagateMasks): term bit t stands for the term value low + t, and bit o of the word of
  // position j for the term bit o + lift[j].
  private readonly masked: boolean;
  private readonly xs: Int32Array;
  private readonly lift: Int32Array;
  // Every lift is 0 (terms are the words themselves, as in a sudoku): the hot loops then read no lift.
  private readonly flat: boolean;
  // Positions not yet fixed, as a bitmask (reversible): the whole-word path visits only these.
  private readonly unfixed: TrailedInt32Array | null;
  private stale = false;

  constructor(m: Model, vars: readonly number[], offsets?: readonly number[]) {
    if (offsets !== undefined && offsets.length !== vars.length) {
      throw new RangeError(`allDifferent: ${vars.length} variables but ${offsets.length} offsets`);
    }
    this.vars = [...vars];
    const n = vars.length;
    const offs = new Int32Array(n);
    if (offsets !== undefined) offs.set(offsets);
    this.offsets = offs;
    this.stack = new Int32Array(n);
    this.xs = new Int32Array(n);
    this.word = new Int32Array(n);
    this.shift = new Int32Array(n);
    this.lift = new Int32Array(n);
    // Posting happens once per puzzle in the puzzle packages, so this sizes things up without allocating per value.
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    // The mask window starts at the lowest bit 0 of any term (not its lowest value), so that no lift is negative.
    let base = Number.POSITIVE_INFINITY;
    let oneWord = true;
    for (let i = 0; i < n; i++) {
      const x = vars[i]!;
      const s = m.offset(x) + offs[i]!;
      this.xs[i] = x;
      this.shift[i] = s;
      this.word[i] = m.off[x]!;
      low = Math.min(low, m.min(x) + offs[i]!);
      high = Math.max(high, m.max(x) + offs[i]!);
      base = Math.min(base, s);
      if (m.nw[x] !== 1) oneWord = false;
    }
    this.oneWord = oneWord;
    const window = n > 0 && oneWord && high - base < 32;
    let unionSize = 0;
    if (window) {
      let union = 0;
      for (let i = 0; i < n; i++) {
        this.lift[i] = this.shift[i]! - base;
        union |= m.bits(vars[i]!) << this.lift[i]!;
      }
      unionSize = popcount(union);
    } else {
      const union = new Set<number>();
      for (let i = 0; i < n; i++) for (const v of m.values(vars[i]!)) union.add(v + offs[i]!);
      unionSize = union.size;
    }
    this.hidden = n > 0 && unionSize === n;
    this.schedule = this.hidden
      ? { events: "domain", idempotent: true, priority: 1, fixedPositions: true }
      : { events: "fixed", idempotent: true, priority: 0 };
    this.low = n > 0 ? low : 0;
    this.high = n > 0 ? high : -1;
    let sameShift = true;
    for (let i = 1; i < n; i++) if (this.shift[i] !== this.shift[0]) sameShift = false;
    this.wordwise = this.hidden && oneWord && sameShift;
    this.masked = window && n <= 32 && distinct(this.xs);
    this.flat = this.lift.every((l) => l === 0);
    this.unfixed = this.masked ? m.trail.int32(1, -1 >>> (32 - n)) : null;
  }

  propagate(m: Model): boolean {
    return this.masked && !m.explaining ? this.propagateMasks(m) : this.propagateValues(m);
  }

  /**
   * Naked and hidden singles on whole words, for at most 32 distinct one-word variables whose terms fit one 32-bit
   * window: the values fixed in one round are a term mask, and each other variable loses them in one write. Only
   * the positions in `unfixed` (reversible) are visited. When explaining, {@link propagateValues} runs instead, so
   * each removal names the variable that caused it.
   */
  private propagateMasks(m: Model): boolean {
    const { xs, word, lift, flat } = this;
    const dom = m.dom;
    const state = this.unfixed!;
    const start = state.values[0]!;
    let unfixed = start;
    // Terms of the positions fixed since the last run. The others were handled then: their values are gone from
    // every other variable, so only these can clash, and only with each other.
    let batch = 0;
    const info = m.info;
    if (this.stale) {
      this.stale = false;
      for (let u = unfixed; u !== 0; u &= u - 1) {
        const j = 31 - Math.clz32(u & -u);
        if (info[xs[j]! * 3] !== 1) continue;
        const t = dom[word[j]!]! << (flat ? 0 : lift[j]!);
        if ((batch & t) !== 0) return this.failed(m);
        batch |= t;
        unfixed &= ~(1 << j);
      }
    } else {
      const changed = m.changed;
      for (let k = 0, count = m.changedCount; k < count; k++) {
        const j = changed[k]!;
        if (((unfixed >>> j) & 1) === 0 || info[xs[j]! * 3] !== 1) continue;
        const t = dom[word[j]!]! << (flat ? 0 : lift[j]!);
        if ((batch & t) !== 0) return this.failed(m);
        batch |= t;
        unfixed &= ~(1 << j);
      }
    }
    if (batch === 0 && !this.hidden) {
      if (unfixed !== start) state.set(0, unfixed);
      return true;
    }
    for (;;) {
      // One pass takes `batch` from every unfixed position, moves the positions that are fixed now out of
      // `unfixed` (their terms are the next batch: two alike are a clash), and counts the terms of the rest.
      let next = 0;
      let once = 0;
      let twice = 0;
      let count = 0;
      for (let u = unfixed; u !== 0; u &= u - 1) {
        const j = 31 - Math.clz32(u & -u);
        let w = dom[word[j]!]!;
        const r = w & (flat ? batch : batch >>> lift[j]!);
        if (r !== 0) {
          const keep = w & ~r;
          if (keep === 0) return this.failed(m);
          m.write1(xs[j]!, w, keep, popcount(keep), undefined);
          w = keep;
        }
        const t = w << (flat ? 0 : lift[j]!);
        if ((w & (w - 1)) === 0) {
          if ((next & t) !== 0) return this.failed(m);
          next |= t;
          unfixed &= ~(1 << j);
          continue;
        }
        twice |= once & t;
        once |= t;
        count++;
      }
      batch = next;
      if (batch !== 0) continue;
      if (!this.hidden) break;
      // This pass took nothing new, so the fixed terms are gone from the unfixed variables: these alone must
      // cover as many terms as there are of them, and a term only one of them holds goes to it.
      if (popcount(once) < count) return this.failed(m);
      for (let single = once & ~twice; single !== 0; single &= single - 1) {
        const bit = single & -single;
        let u = unfixed;
        for (; u !== 0; u &= u - 1) {
          const j = 31 - Math.clz32(u & -u);
          const w = dom[word[j]!]!;
          const keep = flat ? bit : bit >>> lift[j]!;
          if ((w & keep) === 0) continue;
          // An assignment to a learning search: the removals it implies need no reason of their own.
          if (m.learner !== null) m.learner.assignStart(xs[j]!, m.offset(xs[j]!) + lowestBit(keep));
          m.write1(xs[j]!, w, keep, 1, undefined);
          unfixed &= ~(1 << j);
          break;
        }
        // An earlier single of this pass took the only variable that had this value.
        if (u === 0) return this.failed(m);
        batch |= bit;
      }
      if (batch === 0) break;
    }
    if (unfixed !== start) state.set(0, unfixed);
    return true;
  }

  /**
   * A failure of the whole-word path, blamed for `dom/wdeg` on the fixed variables of the scope (their values made
   * it: two alike, or too few terms left for the rest), the unfixed ones a quarter as much. Against the whole
   * scope alike: forum hardest on the sudoku engine path 378 to 337 nodes a puzzle, 17-clue 6.37 to 5.70, 200
   * generated killer sudokus 45,342 to 44,176 (learning: 15,119 to 14,136). The fixed ones alone: 333 nodes on
   * forum hardest but 46,518 on the killer sudokus; a half for the unfixed: 343 and 44,604.
   */
  private failed(m: Model): false {
    m.blameFixed(this.vars, 0.25);
    return false;
  }

  /** Value by value, for any variables; the only path that builds reasons. */
  private propagateValues(m: Model): boolean {
    // This path does not keep `unfixed`: the next whole-word run rebuilds its view from the domains.
    this.stale = true;
    const vars = this.vars;
    const offsets = this.offsets;
    const stack = this.stack;
    const n = vars.length;
    let top = 0;
    for (let k = 0; k < m.changedCount; k++) {
      const i = m.changed[k]!;
      if (m.isFixed(vars[i]!)) stack[top++] = i;
    }
    for (;;) {
      if (this.oneWord && (top = this.nakedWords(m, top)) < 0) return false;
      while (top > 0) {
        const i = stack[--top]!;
        const u = m.value(vars[i]!) + offsets[i]!;
        for (let j = 0; j < n; j++) {
          if (j === i) continue;
          const y = vars[j]!;
          const w = u - offsets[j]!;
          if (!m.has(y, w)) continue;
          const reason = m.explaining ? this.nakedReason(vars[i]!, u - offsets[i]!) : undefined;
          if (!m.remove(y, w, reason)) return false;
          if (m.isFixed(y)) stack[top++] = j;
        }
      }
      if (!this.hidden) return true;
      // The stack is empty here; hidden singles push the positions they fix for the next naked pass.
      top = this.wordwise ? this.hiddenWords(m) : this.hiddenCounts(m);
      if (top < 0) return false;
      if (top === 0) return true;
    }
  }

  /** The naked pass for one-word variables; returns the stack height (0, or -1 on failure). */
  private nakedWords(m: Model, top: number): number {
    const { vars, offsets, stack, word, shift } = this;
    const n = vars.length;
    const dom = m.dom;
    while (top > 0) {
      const i = stack[--top]!;
      const u = m.value(vars[i]!) + offsets[i]!;
      for (let j = 0; j < n; j++) {
        const o = u - shift[j]!;
        if (o < 0 || o > 31 || j === i || (dom[word[j]!]! & (1 << o)) === 0) continue;
        const y = vars[j]!;
        const reason = m.explaining ? this.nakedReason(vars[i]!, u - offsets[i]!) : undefined;
        if (!m.remove(y, o + shift[j]! - offsets[j]!, reason)) return -1;
        if (m.size(y) === 1) stack[top++] = j;
      }
    }
    return 0;
  }

  /** Hidden singles on bitmasks. Pushes the positions it fixes on the stack and returns their count, -1 on failure. */
  private hiddenWords(m: Model): number {
    const vars = this.vars;
    const n = vars.length;
    let once = 0;
    let twice = 0;
    let taken = 0;
    for (let j = 0; j < n; j++) {
      const x = vars[j]!;
      const d = m.bits(x);
      twice |= once & d;
      once |= d;
      if (m.size(x) === 1) taken |= d;
    }
    if (popcount(once) < n) {
      m.fail(null, 0, this.pigeonholeReason(m));
      return -1;
    }
    // Values held by fixed variables are singles too, but there is nothing to do for them.
    let single = once & ~twice & ~taken;
    let fixed = 0;
    for (; single !== 0; single &= single - 1) {
      const bit = single & -single;
      for (let j = 0; j < n; j++) {
        const x = vars[j]!;
        if ((m.bits(x) & bit) === 0) continue;
        if (m.size(x) > 1) {
          const v = m.offset(x) + lowestBit(bit);
          if (!m.assign(x, v, m.explaining ? this.hiddenReason(v) : undefined)) return -1;
          this.stack[fixed++] = j;
        }
        break;
      }
    }
    return fixed;
  }

  /**
   * Hidden singles by counting, for terms of any width and offset. The tally is brought up to date first (see
   * {@link TermCounts}) and then read as a snapshot: the assignments below change it only at the next update.
   */
  private hiddenCounts(m: Model): number {
    const { vars, offsets, low } = this;
    const n = vars.length;
    const counts = (this.counts ??= new TermCounts(m, vars, offsets, low, this.high));
    counts.update(m);
    if (counts.union < n) {
      m.fail(null, 0, this.pigeonholeReason(m));
      return -1;
    }
    let fixed = 0;
    for (let u = 0, span = counts.tally.length; u < span; u++) {
      if (counts.count(u) !== 1) continue;
      const j = counts.holder(u);
      const x = vars[j]!;
      if (m.size(x) === 1) continue;
      const v = u + low - offsets[j]!;
      if (!m.assign(x, v, m.explaining ? this.hiddenReason(v + offsets[j]!) : undefined)) return -1;
      this.stack[fixed++] = j;
    }
    return fixed;
  }

  /** Naked singles and clashes by the fixed values; hidden singles by the values the others had lost. */
  explain(e: Explanation): void {
    explainAllDifferent(e, this.vars, this.offsets, this.hidden);
  }

  private nakedReason(x: number, v: number): Reason {
    return { rule: "allDifferent.nakedSingle", message: `variable ${x} is ${v}`, vars: [x] };
  }

  private hiddenReason(u: number): Reason {
    return {
      rule: "allDifferent.hiddenSingle",
      message: `only one variable can take ${u}`,
      vars: [...this.vars],
    };
  }

  private pigeonholeReason(m: Model): Reason | null {
    return m.explaining
      ? { rule: "allDifferent.pigeonhole", message: "fewer values than variables", vars: [...this.vars] }
      : null;
  }
}

/** True when no value repeats (for the few variables of one constraint, quicker than building a Set). */
function distinct(xs: Int32Array): boolean {
  for (let i = 1; i < xs.length; i++) for (let j = 0; j < i; j++) if (xs[i] === xs[j]) return false;
  return true;
}

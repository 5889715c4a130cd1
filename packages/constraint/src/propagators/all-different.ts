import { lowestBit, popcount } from "../bits.js";
import type { Model } from "../model.js";
import type { Propagator, PropagatorEvents, Reason } from "../types.js";

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
  readonly idempotent = true;
  /** Naked singles alone are cheap and run first; the hidden pass scans every variable, so it waits for them. */
  readonly priority: 0 | 1;
  readonly events: PropagatorEvents;
  private readonly offsets: Int32Array;
  private readonly stack: Int32Array;
  private readonly hidden: boolean;
  // Bitwise hidden singles when every term is one word with the same value of bit 0 (sudoku); else counts.
  private readonly wordwise: boolean;
  private readonly low: number;
  private readonly counts: Int32Array;
  private readonly who: Int32Array;
  // When every variable fits one word, the naked pass tests bits directly: term value u is bit u - shift[j] of
  // word word[j] (the model never moves a variable's words).
  private readonly oneWord: boolean;
  private readonly word: Int32Array;
  private readonly shift: Int32Array;

  constructor(m: Model, vars: readonly number[], offsets?: readonly number[]) {
    if (offsets !== undefined && offsets.length !== vars.length) {
      throw new RangeError(`allDifferent: ${vars.length} variables but ${offsets.length} offsets`);
    }
    this.vars = [...vars];
    const n = vars.length;
    this.offsets = Int32Array.from(offsets ?? new Array<number>(n).fill(0));
    this.stack = new Int32Array(n);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    const union = new Set<number>();
    vars.forEach((x, i) => {
      low = Math.min(low, m.min(x) + this.offsets[i]!);
      high = Math.max(high, m.max(x) + this.offsets[i]!);
      for (const v of m.values(x)) union.add(v + this.offsets[i]!);
    });
    this.hidden = n > 0 && union.size === n;
    this.events = this.hidden ? "domain" : "fixed";
    this.priority = this.hidden ? 1 : 0;
    this.low = n > 0 ? low : 0;
    const first = n > 0 ? m.offset(vars[0]!) + this.offsets[0]! : 0;
    this.wordwise =
      this.hidden && vars.every((x, i) => m.nw[x] === 1 && m.offset(x) + this.offsets[i]! === first);
    this.oneWord = vars.every((x) => m.nw[x] === 1);
    this.word = Int32Array.from(vars, (x) => m.off[x]!);
    this.shift = Int32Array.from(vars, (x, i) => m.offset(x) + this.offsets[i]!);
    const span = this.hidden && !this.wordwise ? high - low + 1 : 0;
    this.counts = new Int32Array(span);
    this.who = new Int32Array(span);
  }

  propagate(m: Model): boolean {
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

  /** Hidden singles by counting, for terms of any width and offset. */
  private hiddenCounts(m: Model): number {
    const { vars, offsets, counts, who, low } = this;
    const n = vars.length;
    counts.fill(0);
    for (let j = 0; j < n; j++) {
      const x = vars[j]!;
      const hi = m.max(x);
      for (let v = m.min(x); v <= hi; v = m.nextValue(x, v)) {
        const u = v + offsets[j]! - low;
        counts[u]!++;
        who[u] = j;
      }
    }
    let union = 0;
    for (let u = 0; u < counts.length; u++) if (counts[u] !== 0) union++;
    if (union < n) {
      m.fail(null, 0, this.pigeonholeReason(m));
      return -1;
    }
    let fixed = 0;
    for (let u = 0; u < counts.length; u++) {
      if (counts[u] !== 1) continue;
      const j = who[u]!;
      const x = vars[j]!;
      if (m.size(x) === 1) continue;
      const v = u + low - offsets[j]!;
      if (!m.assign(x, v, m.explaining ? this.hiddenReason(v + offsets[j]!) : undefined)) return -1;
      this.stack[fixed++] = j;
    }
    return fixed;
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

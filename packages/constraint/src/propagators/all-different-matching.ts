import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { MatchingBlocks } from "./all-different-blocks.js";

/**
 * `vars` pairwise different, domain consistent (Régin, 1994): a value stays in a variable's domain only if
 * some assignment of different values to all the variables gives it that value. Each run repairs a maximum
 * matching of variables to values (the previous one, minus the pairs whose value went, plus augmenting
 * paths), fails when it cannot cover every variable (a Hall set too small), and otherwise removes every
 * pair that lies in no maximum matching: those neither on an alternating cycle (one strongly connected
 * component) nor on an alternating path from a free value.
 *
 * It sees what value-by-value singles miss: three variables sharing two values, a value left to a group of
 * slots that must take it. The engine runs it after the cheaper propagators (priority 2). The matching is
 * kept between runs unrecorded: undoing only widens domains, so a matching stays a matching.
 *
 * Incremental in the way of Gent, Miguel and Nightingale (2008): after a run, no pair joins two of the
 * blocks it leaves (each strongly connected component that no free value reaches is a Hall set, holding
 * only its own values; the variables a free value reaches are one more block), and later removals only
 * split blocks further. So the blocks are kept, recorded on the trail, and a run reads, builds the graph
 * of and searches for components in only the blocks holding a variable that changed; a fixed variable is
 * soon a block of its own and never read again. The removals are made in the order a run over every
 * variable would make them (by position, then value), so the search is the same as without the blocks.
 */
export class AllDifferentMatching implements Propagator {
  readonly name = "allDifferent.matching";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly low: number;
  private readonly span: number;
  private readonly varMatch: Int32Array; // value index per variable, or -1
  private readonly valMatch: Int32Array; // variable per value index, or -1
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly blocks: MatchingBlocks;
  // The matching an explanation builds over past domains, apart from the live one.
  private readonly eVarMatch: Int32Array;
  private readonly eValMatch: Int32Array;

  constructor(m: Model, vars: readonly number[]) {
    this.vars = [...vars];
    const n = vars.length;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const x of vars) {
      low = Math.min(low, m.min(x));
      high = Math.max(high, m.max(x));
    }
    this.low = n > 0 ? low : 0;
    this.span = n > 0 ? high - low + 1 : 0;
    this.varMatch = new Int32Array(n).fill(-1);
    this.valMatch = new Int32Array(this.span).fill(-1);
    this.seen = new Int32Array(Math.max(n, this.span));
    this.eVarMatch = new Int32Array(n);
    this.eValMatch = new Int32Array(this.span);
    this.blocks = new MatchingBlocks(m, this.vars, this.low, this.varMatch, this.valMatch);
  }

  propagate(m: Model): boolean {
    const { vars, varMatch, valMatch, low } = this;
    const n = vars.length;
    for (let i = 0; i < n; i++) {
      const u = varMatch[i]!;
      if (u >= 0 && !m.has(vars[i]!, u + low)) {
        varMatch[i] = -1;
        valMatch[u] = -1;
      }
    }
    for (let i = 0; i < n; i++) {
      if (varMatch[i]! >= 0) continue;
      this.stamp++;
      if (!this.augment(m, i)) return false;
    }
    const blocks = this.blocks;
    const touched = blocks.split(m, m.changed, m.changedCount);
    const { removable, allValues, valueStart, valueEnd } = blocks;
    for (let t = 0; t < touched; t++) {
      const i = removable[t]!;
      const x = vars[i]!;
      if (m.size(x) === 1) continue;
      for (let k = valueStart[i]!, end = valueEnd[i]!; k < end; k++) {
        const v = allValues[k]!;
        if (blocks.keeps(i, v - low)) continue;
        if (!m.remove(x, v, m.explaining ? this.reason() : undefined)) return false;
      }
    }
    return true;
  }

  /** The logged reason of a removal (for hints): a Hall set of the group, named by the group's variables. */
  private reason(): Reason {
    return {
      rule: "allDifferent.matching",
      message: "the values left elsewhere in the group need this variable's value",
      vars: [...this.vars],
    };
  }

  /**
   * Why `x != v` (or the failure): a Hall set of the domains just before, found from a maximum matching of
   * them. The variables reachable from the one matched to `v` by alternating steps (a value of theirs, then
   * the variable matched to it) hold only values matched among themselves, as many as they are, and `x` is
   * not among them; for a failure, those reachable from an unmatched variable hold one value too few. Either
   * way the reason is that each of them had lost every value outside the set's values.
   */
  explain(e: Explanation): void {
    const { vars, low, span, eVarMatch, eValMatch } = this;
    const n = vars.length;
    // The live matching is a good start: the pairs of it that held before the inference stay.
    eVarMatch.fill(-1);
    eValMatch.fill(-1);
    for (let i = 0; i < n; i++) {
      const u = this.varMatch[i]!;
      if (u >= 0 && e.had(vars[i]!, u + low)) {
        eVarMatch[i] = u;
        eValMatch[u] = i;
      }
    }
    let start = -1;
    for (let i = 0; i < n; i++) {
      if (eVarMatch[i]! >= 0) continue;
      this.stamp++;
      if (!this.augmentBefore(e, i) && start < 0) start = i;
    }
    if (e.variable >= 0) {
      const u = e.value - low;
      start = u >= 0 && u < span ? eValMatch[u]! : -1;
    }
    if (start < 0) {
      // Not derivable from a matching (cannot happen for a sound inference): everything known is the reason.
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    // Breadth first over alternating steps; `seen` marks the set's variables, `inSet` its values.
    this.stamp++;
    const queue: number[] = [start];
    const inSet = new Uint8Array(span);
    this.seen[start] = this.stamp;
    for (let q = 0; q < queue.length; q++) {
      const y = vars[queue[q]!]!;
      for (let u = 0; u < span; u++) {
        if (inSet[u] === 1 || !e.had(y, u + low)) continue;
        inSet[u] = 1;
        const j = eValMatch[u]!;
        if (j >= 0 && this.seen[j] !== this.stamp) {
          this.seen[j] = this.stamp;
          queue.push(j);
        }
      }
    }
    for (const i of queue) {
      const y = vars[i]!;
      for (let u = 0; u < span; u++) if (inSet[u] === 0 && !e.had(y, u + low)) e.becauseNot(y, u + low);
    }
  }

  /** Finds an augmenting path from variable `i` over the current domains (depth first, values once each). */
  private augment(m: Model, i: number): boolean {
    const x = this.vars[i]!;
    const low = this.low;
    // Free values first: most augmentations end in one step.
    for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v)) {
      const u = v - low;
      if (this.valMatch[u] === -1) {
        this.varMatch[i] = u;
        this.valMatch[u] = i;
        return true;
      }
    }
    for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v)) {
      const u = v - low;
      if (this.seen[u] === this.stamp) continue;
      this.seen[u] = this.stamp;
      if (this.augment(m, this.valMatch[u]!)) {
        this.varMatch[i] = u;
        this.valMatch[u] = i;
        return true;
      }
    }
    return false;
  }

  /** {@link augment} over the domains just before an inference, on the explanation's matching. */
  private augmentBefore(e: Explanation, i: number): boolean {
    const x = this.vars[i]!;
    const { low, span, eVarMatch, eValMatch } = this;
    for (let u = 0; u < span; u++) {
      if (eValMatch[u] === -1 && e.had(x, u + low)) {
        eVarMatch[i] = u;
        eValMatch[u] = i;
        return true;
      }
    }
    for (let u = 0; u < span; u++) {
      if (this.seen[u] === this.stamp || !e.had(x, u + low)) continue;
      this.seen[u] = this.stamp;
      if (this.augmentBefore(e, eValMatch[u]!)) {
        eVarMatch[i] = u;
        eValMatch[u] = i;
        return true;
      }
    }
    return false;
  }
}

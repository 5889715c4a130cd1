import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";

/**
 * `vars` pairwise different, domain consistent (Régin, 1994): a value stays in a variable's domain only if
 * some assignment of different values to all the variables gives it that value. Each run repairs a maximum
 * matching of variables to values (the previous one, minus the pairs whose value went, plus augmenting
 * paths), fails when it cannot cover every variable (a Hall set too small), and otherwise removes every
 * pair that lies in no maximum matching: those neither on an alternating cycle (one strongly connected
 * component) nor on an alternating path from a free value.
 *
 * It sees what value-by-value singles miss: three variables sharing two values, a value left to a group of
 * slots that must take it. Its cost is linear in the number of (variable, value) pairs per run, so the
 * engine runs it after the cheaper propagators (priority 2). The matching is kept between runs unrecorded:
 * undoing only widens domains, so a matching stays a matching.
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
  // The graph of one run: values -> variables that hold them (CSR), Tarjan's state over n + span nodes.
  private readonly holderStart: Int32Array;
  private readonly fill: Int32Array;
  private holders: Int32Array;
  private readonly index: Int32Array;
  private readonly lowLink: Int32Array;
  private readonly component: Int32Array;
  private readonly stack: Int32Array;
  private readonly onStack: Uint8Array;
  private readonly callNode: Int32Array;
  private readonly callEdge: Int32Array;
  private readonly fromFree: Uint8Array;
  /**
   * Every variable's values (see `Model.valuesInto`) as {@link buildHolders} read them, variable i's at `valueStart[i] ..
   * valueStart[i + 1]`: its second pass and the removals read them here instead of the domains again (a run
   * removes values of a variable only after reading its own, so they are still its domain then).
   */
  private allValues = new Int32Array(16);
  private readonly valueStart: Int32Array;
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
    const nodes = n + this.span;
    this.varMatch = new Int32Array(n).fill(-1);
    this.valMatch = new Int32Array(this.span).fill(-1);
    this.seen = new Int32Array(Math.max(n, this.span));
    this.holderStart = new Int32Array(this.span + 1);
    this.fill = new Int32Array(this.span);
    this.eVarMatch = new Int32Array(n);
    this.eValMatch = new Int32Array(this.span);
    this.holders = new Int32Array(16);
    this.index = new Int32Array(nodes);
    this.lowLink = new Int32Array(nodes);
    this.component = new Int32Array(nodes);
    this.stack = new Int32Array(nodes);
    this.onStack = new Uint8Array(nodes);
    this.callNode = new Int32Array(nodes);
    this.callEdge = new Int32Array(nodes);
    this.fromFree = new Uint8Array(this.span);
    this.valueStart = new Int32Array(n + 1);
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
    this.buildHolders(m);
    this.markFromFree();
    this.components();
    const { component, fromFree, allValues, valueStart } = this;
    for (let i = 0; i < n; i++) {
      const x = vars[i]!;
      if (m.size(x) === 1) continue;
      const own = varMatch[i]!;
      for (let k = valueStart[i]!, end = valueStart[i + 1]!; k < end; k++) {
        const u = allValues[k]! - low;
        if (u === own || fromFree[u] === 1 || component[n + u] === component[i]) continue;
        if (!m.remove(x, u + low, m.explaining ? this.reason() : undefined)) return false;
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

  /** For each value, the variables holding it other than the one matched to it (the unmatched edges). */
  private buildHolders(m: Model): void {
    const { vars, varMatch, low, span, holderStart, valueStart } = this;
    holderStart.fill(0);
    let total = 0;
    for (let i = 0; i < vars.length; i++) total += m.size(vars[i]!);
    if (this.allValues.length < total) this.allValues = new Int32Array(total * 2);
    const allValues = this.allValues;
    let at = 0;
    for (let i = 0; i < vars.length; i++) {
      valueStart[i] = at;
      const size = m.valuesInto(vars[i]!, allValues, at);
      for (let k = at; k < at + size; k++) holderStart[allValues[k]! - low + 1]!++;
      // The matched value is not an edge.
      holderStart[varMatch[i]! + 1]!--;
      at += size;
    }
    valueStart[vars.length] = at;
    const edges = at - vars.length;
    for (let u = 0; u < span; u++) holderStart[u + 1]! += holderStart[u]!;
    if (this.holders.length < edges) this.holders = new Int32Array(edges * 2);
    const fill = this.fill;
    for (let u = 0; u < span; u++) fill[u] = holderStart[u]!;
    for (let i = 0; i < vars.length; i++) {
      for (let k = valueStart[i]!, end = valueStart[i + 1]!; k < end; k++) {
        const u = allValues[k]! - low;
        if (u !== varMatch[i]) this.holders[fill[u]!++] = i;
      }
    }
  }

  /** Values on an alternating path from a free value: free value -> holder -> its matched value -> ... */
  private markFromFree(): void {
    const { valMatch, varMatch, holderStart, holders, fromFree, span } = this;
    fromFree.fill(0);
    const queue = this.stack;
    let tail = 0;
    for (let u = 0; u < span; u++) {
      if (valMatch[u] === -1) {
        fromFree[u] = 1;
        queue[tail++] = u;
      }
    }
    for (let q = 0; q < tail; q++) {
      const u = queue[q]!;
      for (let k = holderStart[u]!; k < holderStart[u + 1]!; k++) {
        const w = varMatch[holders[k]!]!;
        if (fromFree[w] === 0) {
          fromFree[w] = 1;
          queue[tail++] = w;
        }
      }
    }
  }

  /**
   * Tarjan's strongly connected components, iteratively, over variables (0..n-1, one edge each: to their
   * matched value) and values (n + u: edges to the variables holding u unmatched).
   */
  private components(): void {
    const { varMatch, holderStart, holders, index, lowLink, component, stack, onStack, callNode, callEdge } =
      this;
    const n = this.vars.length;
    const nodes = n + this.span;
    index.fill(-1);
    onStack.fill(0);
    let counter = 0;
    let top = 0;
    let comps = 0;
    for (let root = 0; root < nodes; root++) {
      if (index[root] !== -1) continue;
      let depth = 0;
      callNode[0] = root;
      callEdge[0] = 0;
      index[root] = lowLink[root] = counter++;
      stack[top++] = root;
      onStack[root] = 1;
      while (depth >= 0) {
        const v = callNode[depth]!;
        // The next successor of v, if any.
        let w = -1;
        if (v < n) {
          if (callEdge[depth] === 0) {
            callEdge[depth] = 1;
            w = n + varMatch[v]!;
          }
        } else {
          const k = holderStart[v - n]! + callEdge[depth]!;
          if (k < holderStart[v - n + 1]!) {
            callEdge[depth]!++;
            w = holders[k]!;
          }
        }
        if (w >= 0) {
          if (index[w] === -1) {
            index[w] = lowLink[w] = counter++;
            stack[top++] = w;
            onStack[w] = 1;
            depth++;
            callNode[depth] = w;
            callEdge[depth] = 0;
          } else if (onStack[w] === 1 && index[w]! < lowLink[v]!) {
            lowLink[v] = index[w]!;
          }
          continue;
        }
        if (lowLink[v] === index[v]) {
          let x: number;
          do {
            x = stack[--top]!;
            onStack[x] = 0;
            component[x] = comps;
          } while (x !== v);
          comps++;
        }
        depth--;
        if (depth >= 0) {
          const parent = callNode[depth]!;
          if (lowLink[v]! < lowLink[parent]!) lowLink[parent] = lowLink[v]!;
        }
      }
    }
  }
}

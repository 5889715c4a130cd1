import type { Explanation } from "../learning/explanation.js";
import type { Literal } from "../learning/learner.js";
import type { Model } from "../model.js";
import type { Dfa, Propagator, PropagatorSchedule, Reason } from "../types.js";
import { removeUnsupported, supportWordStarts } from "./supports.js";

/**
 * The values of `vars`, in order, spell a word the automaton accepts. Filtering walks the layered graph (layer i
 * holds the states after i letters): forward, the states reachable from the initial state through the current
 * domains; backward, those of them from which an accepting state is still reachable. A value survives when some
 * transition between surviving states reads it, which makes the filtering domain consistent (for distinct
 * variables; a variable listed twice is filtered soundly but not necessarily completely).
 */
export class Regular implements Propagator {
  readonly name = "regular";
  readonly vars: readonly number[];
  /** A variable listed twice can lose support at one position through a removal made for another: rerun then. */
  readonly schedule: PropagatorSchedule;
  private readonly states: number;
  private readonly initial: number;
  private readonly accepting: Uint8Array;
  // Transitions grouped by source state: those of q are tStart[q] .. tStart[q + 1].
  private readonly tStart: Int32Array;
  private readonly tValue: Int32Array;
  private readonly tTo: Int32Array;
  // Per layer, which states are reached (forward) and which still lead to acceptance (backward).
  private readonly forward: Uint8Array;
  private readonly backward: Uint8Array;
  private readonly layerStates: Int32Array;
  private readonly layerCount: Int32Array;
  private readonly supStart: Int32Array;
  private readonly sup: Int32Array;

  constructor(m: Model, vars: readonly number[], dfa: Dfa) {
    const q = dfa.states;
    const inRange = (s: number) => Number.isInteger(s) && s >= 0 && s < q;
    if (!Number.isInteger(q) || q < 1 || !inRange(dfa.initial) || !dfa.accepting.every(inRange)) {
      throw new RangeError(
        "regular: states must be 0 .. states-1, with the initial and accepting states among them",
      );
    }
    for (const [from, value, to] of dfa.transitions) {
      if (!inRange(from) || !inRange(to) || !Number.isInteger(value)) {
        throw new RangeError(`regular: bad transition [${from}, ${value}, ${to}]`);
      }
    }
    const n = vars.length;
    this.vars = [...vars];
    this.schedule = { idempotent: new Set(vars).size === n, priority: 2 };
    this.states = q;
    this.initial = dfa.initial;
    this.accepting = new Uint8Array(q);
    for (const s of dfa.accepting) this.accepting[s] = 1;
    const sorted = [...dfa.transitions].sort((a, b) => a[0] - b[0]);
    this.tStart = new Int32Array(q + 1);
    for (const [from] of sorted) this.tStart[from + 1]!++;
    for (let s = 0; s < q; s++) this.tStart[s + 1]! += this.tStart[s]!;
    this.tValue = Int32Array.from(sorted, (t) => t[1]);
    this.tTo = Int32Array.from(sorted, (t) => t[2]);
    this.forward = new Uint8Array((n + 1) * q);
    this.backward = new Uint8Array((n + 1) * q);
    this.layerStates = new Int32Array((n + 1) * q);
    this.layerCount = new Int32Array(n + 1);
    this.supStart = supportWordStarts(m, vars);
    this.sup = new Int32Array(this.supStart[n]!);
  }

  propagate(m: Model): boolean {
    const {
      vars,
      states: q,
      tStart,
      tValue,
      tTo,
      forward,
      backward,
      layerStates,
      layerCount,
      sup,
      supStart,
    } = this;
    const n = vars.length;
    forward.fill(0);
    backward.fill(0);
    sup.fill(0);
    forward[this.initial] = 1;
    layerStates[0] = this.initial;
    layerCount[0] = 1;
    for (let i = 0; i < n; i++) {
      const x = vars[i]!;
      const next = (i + 1) * q;
      let count = 0;
      for (let k = 0, from = i * q; k < layerCount[i]!; k++) {
        const s = layerStates[from + k]!;
        for (let t = tStart[s]!; t < tStart[s + 1]!; t++) {
          const to = tTo[t]!;
          if (forward[next + to] === 0 && m.has(x, tValue[t]!)) {
            forward[next + to] = 1;
            layerStates[next + count++] = to;
          }
        }
      }
      if (count === 0) return this.failure(m);
      layerCount[i + 1] = count;
    }
    let alive = false;
    for (let k = 0; k < layerCount[n]!; k++) {
      const s = layerStates[n * q + k]!;
      if (this.accepting[s] === 1) {
        backward[n * q + s] = 1;
        alive = true;
      }
    }
    if (!alive) return this.failure(m);
    for (let i = n - 1; i >= 0; i--) {
      const x = vars[i]!;
      const b = m.offset(x);
      const next = (i + 1) * q;
      for (let k = 0, from = i * q; k < layerCount[i]!; k++) {
        const s = layerStates[from + k]!;
        for (let t = tStart[s]!; t < tStart[s + 1]!; t++) {
          const v = tValue[t]!;
          if (backward[next + tTo[t]!] === 1 && m.has(x, v)) {
            backward[from + s] = 1;
            const o = v - b;
            sup[supStart[i]! + (o >>> 5)]! |= 1 << (o & 31);
          }
        }
      }
    }
    return removeUnsupported(m, vars, sup, supStart, this.reason);
  }

  /**
   * The reason is greedy and irredundant: start from every value the variables had lost (at some level
   * above the root) before the inference, then give each back in turn and keep it given back when no accepted
   * sequence through the removed value (for a failure: none at all) appears.
   */
  explain(e: Explanation): void {
    if (e.equal) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    const lost: { x: number; v: number; lit: Literal }[] = [];
    for (const x of new Set(this.vars)) {
      const b = e.lowestValue(x);
      for (let v = b, end = e.highestValue(x); v <= end; v++) {
        if (!e.had(x, v) && !e.isRootRemoval(x, v)) lost.push({ x, v, lit: e.literalNot(x, v) });
      }
    }
    const out = new Set(lost.map((l) => l.lit));
    // isRootRemoval is true outside a variable's range, so literalNot is only asked about values inside it.
    const allowed = (x: number, v: number) =>
      x === e.variable ? v === e.value : !e.isRootRemoval(x, v) && !out.has(e.literalNot(x, v));
    if (this.accepts(allowed)) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const l of lost) {
      out.delete(l.lit);
      if (this.accepts(allowed)) out.add(l.lit);
    }
    for (const l of lost) if (out.has(l.lit)) e.becauseNot(l.x, l.v);
  }

  /** Whether some word the automaton accepts has, at every position, a value `allowed` there. */
  private accepts(allowed: (x: number, v: number) => boolean): boolean {
    const { vars, states: q, tStart, tValue, tTo } = this;
    let layer = new Uint8Array(q);
    layer[this.initial] = 1;
    for (let i = 0; i < vars.length; i++) {
      const next = new Uint8Array(q);
      for (let s = 0; s < q; s++) {
        if (layer[s] === 0) continue;
        for (let t = tStart[s]!; t < tStart[s + 1]!; t++)
          if (allowed(vars[i]!, tValue[t]!)) next[tTo[t]!] = 1;
      }
      layer = next;
    }
    for (let s = 0; s < q; s++) if (layer[s] === 1 && this.accepting[s] === 1) return true;
    return false;
  }

  private failure(m: Model): false {
    m.fail(null, 0, m.explaining ? this.reason() : null);
    return false;
  }

  // A bound function, handed to removeUnsupported as is.
  private readonly reason = (): Reason => ({
    rule: "regular",
    message: "no accepted sequence uses this value here",
    vars: [...this.vars],
  });
}

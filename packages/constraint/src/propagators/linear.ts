import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { LinearOp, Propagator, PropagatorSchedule, Reason } from "../types.js";

/**
 * `sum(coeffs[i] * vars[i]) op rhs` on bounds. For `<=`: the smallest the sum can be leaves each term a slack,
 * which caps that term's variable (from above when its coefficient is positive, from below when negative). `>=`
 * is `<=` with every sign flipped, and `=` alternates both until the bounds stop moving.
 */
export class Linear implements Propagator {
  readonly name = "linear";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { events: "bounds", idempotent: true, priority: 0 };
  private readonly coeffs: Float64Array;
  private readonly negated: Float64Array;
  /** Each term as its variable and coefficient side by side (`x0, c0, x1, c1, ...`): a pass reads one array. */
  private readonly terms: Float64Array;
  private readonly op: LinearOp;
  private readonly rhs: number;

  constructor(vars: readonly number[], coeffs: readonly number[], op: LinearOp, rhs: number) {
    if (coeffs.length !== vars.length) {
      throw new RangeError(`linear: ${vars.length} variables but ${coeffs.length} coefficients`);
    }
    if (![...coeffs, rhs].every(Number.isInteger))
      throw new RangeError("linear: coefficients and rhs must be integers");
    if (op !== "=" && op !== "<=" && op !== ">=")
      throw new RangeError(`linear: unknown comparison ${String(op)}`);
    // A variable listed twice gets one summed coefficient: with one term per variable, a single pass of each side
    // is that side's fixpoint.
    const merged = new Map<number, number>();
    vars.forEach((x, i) => {
      merged.set(x, (merged.get(x) ?? 0) + coeffs[i]!);
    });
    this.vars = [...merged.keys()];
    this.coeffs = Float64Array.from(merged.values());
    this.negated = this.coeffs.map((c) => -c);
    this.terms = Float64Array.from(this.vars.flatMap((x, i) => [x, this.coeffs[i]!]));
    this.op = op;
    this.rhs = rhs;
  }

  propagate(m: Model): boolean {
    if (this.op === "<=") return this.atMost(m, 1, this.rhs);
    if (this.op === ">=") return this.atMost(m, -1, -this.rhs);
    // After a pass, that side is at its fixpoint; alternate until a pass changes nothing.
    if (!this.atMost(m, 1, this.rhs)) return false;
    for (let upper = false; ; upper = !upper) {
      const before = m.changes;
      if (!(upper ? this.atMost(m, 1, this.rhs) : this.atMost(m, -1, -this.rhs))) return false;
      if (m.changes === before) return true;
    }
  }

  /**
   * A removal (or a failure) comes from one side, `<=` or `>=`: the other variables' bounds before it left the
   * removed value no room. The reason is those bounds, each as the values beyond it that were gone.
   */
  explain(e: Explanation): void {
    if (this.op !== ">=" && this.explainSide(e, this.coeffs, this.rhs)) return;
    if (this.op !== "<=" && this.explainSide(e, this.negated, -this.rhs)) return;
    for (const x of this.vars) e.becauseDomain(x);
  }

  /** Explains by `sum(c[i] * vars[i]) <= rhs` when that side alone forces the inference; false if it does not. */
  private explainSide(e: Explanation, c: Float64Array, rhs: number): boolean {
    const vars = this.vars;
    const target = e.variable;
    let least = 0;
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      if (x === target) continue;
      least += c[i]! > 0 ? c[i]! * e.minBefore(x) : c[i]! * e.maxBefore(x);
    }
    if (target >= 0) {
      // x = v is never inferred by bounds; x != v when c * v alone overshoots.
      const ci = c[vars.indexOf(target)]!;
      if (e.equal || least + ci * e.value <= rhs) return false;
    } else {
      const ends = vars.map((x, i) => (c[i]! > 0 ? c[i]! * e.minBefore(x) : c[i]! * e.maxBefore(x)));
      if (ends.reduce((a, b) => a + b, 0) <= rhs) return false;
    }
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      if (x === target || c[i] === 0) continue;
      if (c[i]! > 0) e.becauseAtLeast(x, e.minBefore(x));
      else e.becauseAtMost(x, e.maxBefore(x));
    }
    return true;
  }

  /**
   * Enforces `sum(sign * c[i] * vars[i]) <= rhs` (`sign` 1 or -1); one pass reaches its fixpoint, as
   * tightening moves no lower sum.
   */
  private atMost(m: Model, sign: number, rhs: number): boolean {
    const terms = this.terms;
    const end = terms.length;
    const info = m.info;
    let least = 0;
    // The largest room a term has, |c[i]| * (max - min): a term is cut below exactly when the slack is less.
    let room = 0;
    for (let t = 0; t < end; t += 2) {
      const ci = sign * terms[t + 1]!;
      const i3 = terms[t]! * 3;
      const lo = info[i3 + 1]!;
      const hi = info[i3 + 2]!;
      least += ci > 0 ? ci * lo : ci * hi;
      const r = (ci > 0 ? ci : -ci) * (hi - lo);
      if (r > room) room = r;
    }
    if (least > rhs) {
      m.fail(null, 0, m.explaining ? this.reason() : null);
      return false;
    }
    // Most passes cut nothing: then the loop below would only read every bound again.
    if (rhs - least >= room) return true;
    for (let t = 0; t < end; t += 2) {
      const ci = sign * terms[t + 1]!;
      if (ci === 0) continue;
      const x = terms[t]!;
      // Only a bound that cuts is passed on: most pass over a variable with room to spare, and an explaining
      // model would otherwise build a reason for each of them.
      if (ci > 0) {
        const top = Math.floor((rhs - least + ci * m.min(x)) / ci);
        if (top < m.max(x) && !m.removeAbove(x, top, m.explaining ? this.reason() : undefined)) return false;
      } else {
        const bottom = Math.ceil((rhs - least + ci * m.max(x)) / ci);
        if (bottom > m.min(x) && !m.removeBelow(x, bottom, m.explaining ? this.reason() : undefined))
          return false;
      }
    }
    return true;
  }

  private reason(): Reason {
    const sign = this.op === "=" ? "=" : this.op;
    return { rule: `linear${sign}`, message: `the sum must be ${sign} ${this.rhs}`, vars: [...this.vars] };
  }
}

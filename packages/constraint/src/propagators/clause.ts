import type { Model } from "../model.js";
import type { Propagator, PropagatorSchedule } from "../types.js";

/**
 * One clause of {@link Model.clause} as a propagator, for a search without learning: `lits` holds triples
 * `(x, v, equal)`, at least one of "x = v" (equal 1) or "x != v" (equal 0) holds. When all but one are false
 * the last is made true; when all are false it fails. In a learning search the clause store watches the
 * clause instead (far cheaper) and explains what it forces, and this one stands down: so it needs no
 * `explain`.
 */
export class ClausePropagator implements Propagator {
  readonly name = "clause";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 0 };

  constructor(readonly lits: Int32Array) {
    const vars: number[] = [];
    for (let i = 0; i < lits.length; i += 3) if (!vars.includes(lits[i]!)) vars.push(lits[i]!);
    this.vars = vars;
  }

  /** 1 when literal i (its triple's index) holds in `m`, -1 when it cannot, 0 when open. */
  private truth(m: Model, i: number): number {
    const x = this.lits[i]!;
    const v = this.lits[i + 1]!;
    const equal = this.lits[i + 2] === 1;
    if (!m.has(x, v)) return equal ? -1 : 1;
    if (m.isFixed(x)) return equal ? 1 : -1;
    return 0;
  }

  propagate(m: Model): boolean {
    // The learning search's clause store holds this clause while it runs (see ClauseStore.addModelClauses).
    if (m.clauses !== null) return true;
    let open = -1;
    for (let i = 0; i < this.lits.length; i += 3) {
      const t = this.truth(m, i);
      if (t === 1) return true;
      if (t === 0) {
        if (open >= 0) return true;
        open = i;
      }
    }
    if (open < 0) return false;
    const x = this.lits[open]!;
    const v = this.lits[open + 1]!;
    const reason = m.explaining ? { rule: "clause", vars: [...this.vars] } : undefined;
    return this.lits[open + 2] === 1 ? m.assign(x, v, reason) : m.remove(x, v, reason);
  }
}

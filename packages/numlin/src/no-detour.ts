import type { Explanation, Model, Propagator } from "@gridsmith/constraint";

/**
 * An empty cell between two cells of one pair's path: when `labelE` is `none` and `labelX` and `labelY` hold
 * the same pair p, then `labelD` holds p too (x and y are diagonal neighbours turning round d), or, with no
 * `labelD` (x and y on opposite sides of e), that cannot be. Not a rule of Numberlink: the path from x to y
 * then takes at least four steps, and going x, e, y instead is another answer visiting fewer cells; so every
 * answer shortens to one that keeps this, and the solver searches those first (see `reduced.ts`).
 *
 * As a clause per pair p: `labelE != none or labelX != p or labelY != p [or labelD = p]`, propagated as one.
 */
export class NoDetour implements Propagator {
  readonly name = "numlin.noDetour";
  readonly vars: readonly number[];
  readonly events = "domain";
  readonly idempotent = false;
  readonly priority = 0;

  constructor(
    readonly labelE: number,
    readonly labelX: number,
    readonly labelY: number,
    readonly labelD: number | undefined,
    readonly none: number,
  ) {
    this.vars = labelD === undefined ? [labelE, labelX, labelY] : [labelE, labelX, labelY, labelD];
  }

  propagate(m: Model): boolean {
    const { labelE: e, labelX: x, labelY: y, labelD: d, none } = this;
    if (!m.has(e, none)) return true;
    const px = m.isFixed(x) ? m.min(x) : none;
    const py = m.isFixed(y) ? m.min(y) : none;
    // d no longer able to hold p: the clause is then the three other literals.
    const closed = (p: number) => d === undefined || !m.has(d, p);
    if (!m.isFixed(e)) {
      if (px !== none && px === py && closed(px))
        return m.remove(e, none, m.explaining ? this.reason() : undefined);
      return true;
    }
    // A removal first: x and y both p with d closed empties y, a conflict with this reason.
    if (
      px !== none &&
      closed(px) &&
      m.has(y, px) &&
      !m.remove(y, px, m.explaining ? this.reason() : undefined)
    )
      return false;
    if (
      py !== none &&
      closed(py) &&
      m.has(x, py) &&
      !m.remove(x, py, m.explaining ? this.reason() : undefined)
    )
      return false;
    if (px !== none && px === py && d !== undefined && m.has(d, px) && !m.isFixed(d))
      return m.assign(d, px, m.explaining ? this.reason() : undefined);
    return true;
  }

  private reason() {
    return { rule: "numlin.noDetour", vars: [...this.vars] };
  }

  /** The clause's other literals, all false before the inference. */
  explain(ex: Explanation): void {
    const { labelE: e, labelX: x, labelY: y, labelD: d, none } = this;
    const v = ex.variable;
    const p = v === x || v === y ? ex.value : ex.fixedValue(x);
    if (v !== e) ex.becauseEqual(e, none);
    if (v !== x) ex.becauseEqual(x, p);
    if (v !== y) ex.becauseEqual(y, p);
    if (d !== undefined && v !== d) ex.becauseNot(d, p);
  }
}

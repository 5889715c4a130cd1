import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/**
 * Two neighbouring cells of one pair's path are joined by a line: `line` is drawn (1) when `labelA` and `labelB`
 * hold the same pair (below `none`). Not a rule of Numberlink: a path that passes next to itself could take the
 * short cut and leave the cells between empty, which is another answer; so every answer shortens to one that
 * keeps this, and the solver searches those first (see `solve.ts`).
 */
export class NoShortcut implements Propagator {
  readonly name = "numlin.noShortcut";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { events: "fixed", idempotent: true, priority: 0 };

  constructor(
    readonly line: number,
    readonly labelA: number,
    readonly labelB: number,
    readonly none: number,
  ) {
    this.vars = [line, labelA, labelB];
  }

  propagate(m: Model): boolean {
    const { line, labelA: a, labelB: b, none } = this;
    const pa = m.isFixed(a) ? m.min(a) : none;
    const pb = m.isFixed(b) ? m.min(b) : none;
    if (m.isFixed(line) && m.min(line) === 0) {
      if (pa !== none && m.has(b, pa)) return m.remove(b, pa, m.explaining ? this.reason() : undefined);
      if (pb !== none && m.has(a, pb)) return m.remove(a, pb, m.explaining ? this.reason() : undefined);
      return true;
    }
    if (pa !== none && pa === pb) return m.assign(line, 1, m.explaining ? this.reason() : undefined);
    return true;
  }

  private reason() {
    return { rule: "numlin.noShortcut", vars: [...this.vars] };
  }

  /** A label lost for the line left out and the other cell's label; the line drawn for both labels. */
  explain(e: Explanation): void {
    const { line, labelA: a, labelB: b } = this;
    if (e.variable === a || e.variable === b) {
      e.becauseNot(line, 1);
      e.becauseEqual(e.variable === a ? b : a, e.value);
      return;
    }
    const p = e.fixedValue(a);
    e.becauseEqual(a, p);
    e.becauseEqual(b, p);
    if (e.variable === -1) e.becauseNot(line, 1);
  }
}

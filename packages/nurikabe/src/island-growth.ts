import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/**
 * An island of `size` cells grows from its number through cells that can still be its own: a cell without
 * which the number reaches fewer than `size` such cells must belong to the island ("island.escape", the only
 * way out). The engine's `Connected` fixes a cell between two cells of a region, and a whole part of exactly
 * the region's size, but not this narrower case of one number and one exit, which is the commonest step of
 * a Nurikabe solution by hand.
 *
 * `cellVars[0]` is the number's label variable (fixed to `value`); `edges` join positions of `cellVars`.
 */
export class IslandGrowth implements Propagator {
  readonly name = "island-growth";
  readonly vars: readonly number[];
  // Assignments add cells to the island and remove none from the cells it may use: one run is a fixpoint.
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly adj: number[][];
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;

  constructor(
    cellVars: readonly number[],
    edges: readonly (readonly [number, number])[],
    readonly value: number,
    readonly size: number,
  ) {
    this.vars = [...cellVars];
    this.adj = cellVars.map(() => []);
    for (const [a, b] of edges) {
      this.adj[a]!.push(b);
      this.adj[b]!.push(a);
    }
    this.seen = new Int32Array(cellVars.length);
    this.queue = new Int32Array(cellVars.length);
  }

  /** Cells reached from the number through cells `open` says the island may use, skipping `skip`. */
  private reach(open: (i: number) => boolean, skip: number, limit: number): number {
    const stamp = ++this.stamp;
    const { seen, queue, adj } = this;
    seen[0] = stamp;
    queue[0] = 0;
    let end = 1;
    for (let q = 0; q < end && end < limit; q++)
      for (const j of adj[queue[q]!]!)
        if (seen[j] !== stamp && j !== skip && open(j)) {
          seen[j] = stamp;
          queue[end++] = j;
        }
    return end;
  }

  propagate(m: Model): boolean {
    const { vars, value: v, size } = this;
    const open = (i: number) => m.has(vars[i]!, v);
    const all = this.reach(open, -1, Number.POSITIVE_INFINITY);
    if (all <= size) return true; // `Connected` fills (or fails) a part of the exact size or less
    const part = Array.from(this.queue.subarray(0, all));
    for (const c of part) {
      if (c === 0 || m.isFixed(vars[c]!)) continue;
      if (
        this.reach(open, c, size) < size &&
        !m.assign(vars[c]!, v, m.explaining ? this.reason(c) : undefined)
      )
        return false;
    }
    return true;
  }

  private reason(c: number) {
    return {
      rule: "island.escape",
      message: "the island cannot reach its size without this cell",
      vars: [this.vars[c]!],
    };
  }

  explain(e: Explanation): void {
    const { vars, value: v } = this;
    const c = vars.indexOf(e.variable);
    // Asked only about the cells it assigned (`x = value`); anything else is covered by the whole domain.
    if (c <= 0 || !e.equal || e.value !== v) {
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    const had = (i: number) => e.had(vars[i]!, v);
    const reached = this.reach(had, c, Number.POSITIVE_INFINITY);
    const inside = new Set(this.queue.subarray(0, reached));
    e.becauseEqual(vars[0]!, v);
    for (const i of inside)
      for (const j of this.adj[i]!) if (j !== c && !inside.has(j) && !had(j)) e.becauseNot(vars[j]!, v);
  }
}

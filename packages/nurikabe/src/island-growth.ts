import {
  type Explanation,
  type Model,
  type Propagator,
  type PropagatorSchedule,
  RegionGraph,
} from "@gridsmith/constraint";

/**
 * An island of `size` cells grows from its number through cells that can still be its own: a cell without
 * which the number reaches fewer than `size` such cells must belong to the island ("island.escape", the only
 * way out). The engine's `Connected` fixes a cell between two cells of a region, and a whole part of exactly
 * the region's size, but not this narrower case of one number and one exit, which is the commonest step of
 * a Nurikabe solution by hand.
 *
 * `cellVars[0]` is the number's label variable (fixed to `value`); `edges` join positions of `cellVars`.
 *
 * Which cells are such exits comes from one depth-first pass (the engine's `RegionGraph.separated`, Tarjan's
 * cut vertices), not one search per cell: a search per cell cost about a million steps a run on a 994-cell
 * island of a 32x32 grid, 17 of the solve's first 20 CPU s.
 */
export class IslandGrowth implements Propagator {
  readonly name = "island-growth";
  readonly vars: readonly number[];
  // Assignments add cells to the island and remove none from the cells it may use: one run is a fixpoint.
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly graph: RegionGraph;
  /** Each cell's state for the graph's walks: 0 when the island cannot use it, -1 when it can. */
  private readonly st: Int8Array;
  /** How many cells reach the number only through each cell (`RegionGraph.separated`). */
  private readonly cut: Int32Array;

  constructor(
    cellVars: readonly number[],
    edges: readonly (readonly [number, number])[],
    readonly value: number,
    readonly size: number,
  ) {
    this.vars = [...cellVars];
    this.graph = new RegionGraph(cellVars.length, edges, "island-growth");
    this.st = new Int8Array(cellVars.length);
    this.cut = new Int32Array(cellVars.length);
  }

  propagate(m: Model): boolean {
    const { vars, value: v, size, graph: g, st, cut } = this;
    for (let i = 0; i < vars.length; i++) st[i] = m.has(vars[i]!, v) ? -1 : 0;
    g.reach(0, st, -1);
    const all = g.count;
    if (all <= size) return true; // `Connected` fills (or fails) a part of the exact size or less
    g.separated(0, st, cut);
    // The part breadth first from the number (the walk leaves `order` as `reach` left it): the order the
    // cells are taken in.
    const part = g.order;
    // Without c the number reaches its part less c and what c alone joins to it. Assigning adds island cells
    // and closes none, so the states, and with them this pass, stay true for the whole loop.
    for (let k = 0; k < all; k++) {
      const c = part[k]!;
      if (c === 0 || m.isFixed(vars[c]!)) continue;
      if (all - 1 - cut[c]! < size && !m.assign(vars[c]!, v, m.explaining ? this.reason(c) : undefined))
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
    const { vars, value: v, graph: g, st } = this;
    const c = vars.indexOf(e.variable);
    // Asked only about the cells it assigned (`x = value`); anything else is covered by the whole domain.
    if (c <= 0 || !e.equal || e.value !== v) {
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    // The part the number reached without c when c was taken, and the closed cells that wall it in.
    for (let i = 0; i < vars.length; i++) st[i] = e.had(vars[i]!, v) ? -1 : 0;
    const stamp = g.reach(0, st, c);
    e.becauseEqual(vars[0]!, v);
    const { order, adjStart, adj } = g;
    for (let k = 0; k < g.count; k++) {
      const i = order[k]!;
      for (let s = adjStart[i]!; s < adjStart[i + 1]!; s++) {
        const j = adj[s]!;
        if (j !== c && !g.reached(j, stamp) && st[j] === 0) e.becauseNot(vars[j]!, v);
      }
    }
  }
}

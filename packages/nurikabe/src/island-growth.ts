import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/**
 * An island of `size` cells grows from its number through cells that can still be its own: a cell without
 * which the number reaches fewer than `size` such cells must belong to the island ("island.escape", the only
 * way out). The engine's `Connected` fixes a cell between two cells of a region, and a whole part of exactly
 * the region's size, but not this narrower case of one number and one exit, which is the commonest step of
 * a Nurikabe solution by hand.
 *
 * `cellVars[0]` is the number's label variable (fixed to `value`); `edges` join positions of `cellVars`.
 *
 * Which cells are such exits comes from one depth-first pass (Tarjan's cut vertices), not one search per
 * cell: a search per cell cost about a million steps a run on a 994-cell island of a 32x32 grid, 17 of the
 * solve's first 20 CPU s.
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
  // The depth-first pass's state, by position: discovery time, low point, subtree size, the cells cut off
  // from the number when the position is removed, the next edge to try, the parent, and the stack.
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly sub: Int32Array;
  private readonly cut: Int32Array;
  private readonly next: Int32Array;
  private readonly parent: Int32Array;
  private readonly stack: Int32Array;

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
    const n = cellVars.length;
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.sub = new Int32Array(n);
    this.cut = new Int32Array(n);
    this.next = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.stack = new Int32Array(n);
  }

  /** Cells reached from the number through cells `open` says the island may use, skipping `skip`. */
  private reach(open: (i: number) => boolean, skip: number): number {
    const stamp = ++this.stamp;
    const { seen, queue, adj } = this;
    seen[0] = stamp;
    queue[0] = 0;
    let end = 1;
    for (let q = 0; q < end; q++)
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
    const all = this.reach(open, -1);
    if (all <= size) return true; // `Connected` fills (or fails) a part of the exact size or less
    const part = Array.from(this.queue.subarray(0, all));
    this.cutOff(open);
    // Without c the number reaches its part less c and what c alone joins to it. Assigning adds island cells
    // and closes none, so `open`, and with it this pass, stays true for the whole loop.
    for (const c of part) {
      if (c === 0 || m.isFixed(vars[c]!)) continue;
      if (all - 1 - this.cut[c]! < size && !m.assign(vars[c]!, v, m.explaining ? this.reason(c) : undefined))
        return false;
    }
    return true;
  }

  /**
   * One depth-first pass from the number through `open` cells: `cut[c]`, for each cell c reached, is how many
   * cells reach the number only through c (the subtrees of c's children whose low point does not pass above
   * c). Iterative, as a part can hold thousands of cells.
   */
  private cutOff(open: (i: number) => boolean): void {
    const stamp = ++this.stamp;
    const { seen, adj, disc, low, sub, cut, next, parent, stack } = this;
    let time = 0;
    const enter = (c: number, from: number) => {
      seen[c] = stamp;
      disc[c] = low[c] = ++time;
      sub[c] = 1;
      cut[c] = 0;
      next[c] = 0;
      parent[c] = from;
    };
    enter(0, -1);
    stack[0] = 0;
    let top = 1;
    while (top > 0) {
      const u = stack[top - 1]!;
      const edges = adj[u]!;
      if (next[u]! < edges.length) {
        const w = edges[next[u]!++]!;
        if (seen[w] === stamp) {
          if (w !== parent[u] && disc[w]! < low[u]!) low[u] = disc[w]!;
        } else if (open(w)) {
          enter(w, u);
          stack[top++] = w;
        }
        continue;
      }
      top--;
      const p = parent[u]!;
      if (p < 0) continue;
      if (low[u]! < low[p]!) low[p] = low[u]!;
      sub[p] += sub[u]!;
      if (low[u]! >= disc[p]!) cut[p] += sub[u]!;
    }
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
    const reached = this.reach(had, c);
    const inside = new Set(this.queue.subarray(0, reached));
    e.becauseEqual(vars[0]!, v);
    for (const i of inside)
      for (const j of this.adj[i]!) if (j !== c && !inside.has(j) && !had(j)) e.becauseNot(vars[j]!, v);
  }
}

import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/** More pairs than cells in a cut: the fewest cells a separator may have before the rule gives up on it. */
const MAX_CUT = Number(process.env.MAX_CUT ?? 3);
const BIG = 1 << 20;

/**
 * Menger's count over the pairs' labels: the cells of pair p form one connected set holding both its ends, so
 * a set S of cells that separates p's ends among the cells that may still be p holds a cell labelled p; a cell
 * holds one label, so more pairs separated by S than S has cells cannot all be joined. The candidate sets are
 * each pair's smallest separators of at most {@link MAX_CUT} open cells (a vertex cut by augmenting paths),
 * from its first end's side and from its second's. Fails only; the reason is, per separated pair, its ends and
 * the cells walling in its first end's side that have lost its label.
 */
export class RoutingCut implements Propagator {
  readonly name = "numlin.routingCut";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: false, priority: 2 };
  private readonly adjStart: Int32Array;
  private readonly adj: Int32Array;
  /** Per arc i -> w in `adj`, the index of w -> i. */
  private readonly rev: Int32Array;
  private readonly n: number;
  // Flow on the split graph: node 2i is cell i's way in, 2i + 1 its way out.
  private readonly flowThrough: Int32Array;
  private readonly flowAcross: Int32Array;
  private readonly prev: Int32Array;
  private readonly seen: Int32Array;
  private readonly queue: Int32Array;
  private readonly inCut: Uint8Array;
  private stamp = 0;

  /**
   * `labels[i]` is cell i's pair (0 .. k - 1, k none) on a `width` x `height` grid; `ends[p]` pair p's two
   * cells.
   */
  constructor(
    readonly labels: readonly number[],
    readonly width: number,
    readonly height: number,
    readonly ends: readonly (readonly [number, number])[],
  ) {
    this.vars = [...labels];
    const n = width * height;
    this.n = n;
    const start = new Int32Array(n + 1);
    const list: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / width);
      const c = i % width;
      if (r > 0) list.push(i - width);
      if (c > 0) list.push(i - 1);
      if (c < width - 1) list.push(i + 1);
      if (r < height - 1) list.push(i + width);
      start[i + 1] = list.length;
    }
    this.adjStart = start;
    this.adj = Int32Array.from(list);
    this.rev = new Int32Array(list.length);
    for (let i = 0; i < n; i++)
      for (let j = start[i]!; j < start[i + 1]!; j++) this.rev[j] = this.arc(list[j]!, i);
    this.flowThrough = new Int32Array(n);
    this.flowAcross = new Int32Array(list.length);
    this.prev = new Int32Array(2 * n);
    this.seen = new Int32Array(2 * n);
    this.queue = new Int32Array(2 * n);
    this.inCut = new Uint8Array(n);
  }

  static calls = 0;
  static fails = 0;
  static removals = 0;
  /** The reasons of this run's inferences, by literal ("x,v", or "fail"), each the literals it read. */
  private readonly reasons = new Map<string, Array<[number, number, boolean]>>();

  propagate(m: Model): boolean {
    RoutingCut.calls++;
    const { ends, labels } = this;
    const k = ends.length;
    const has = (x: number, v: number) => m.has(x, v);
    const open = (x: number) => m.size(x) > 1;
    for (let p = 0; p < k; p++) {
      const [a, b] = ends[p]!;
      if (!this.placed(p, has, open)) continue;
      const flow = this.maxFlow(p, a, b, has, open);
      if (flow > MAX_CUT || flow === 0) continue;
      for (const fromEnd of [a, b]) {
        const cut = this.cutNear(p, fromEnd, has);
        const found = this.separated(cut, has, open);
        if (found === null) continue;
        if (found.pairs.length > cut.length) {
          RoutingCut.fails++;
          if (m.explaining) this.reasons.set("fail", found.reason);
          return m.fail(null, 0, m.explaining ? { rule: this.name } : null);
        }
        if (found.pairs.length < cut.length || process.env.CUT !== "2") continue;
        let removed = false;
        for (const i of cut) {
          const x = labels[i]!;
          for (let v = 0; v <= k; v++) {
            if (!has(x, v) || found.pairs.includes(v)) continue;
            if (m.explaining) this.reasons.set(`${x},${v}`, found.reason);
            removed = true;
            RoutingCut.removals++;
            if (!m.remove(x, v, m.explaining ? { rule: this.name, vars: [x] } : undefined)) return false;
          }
        }
        if (removed) return true;
      }
    }
    return true;
  }

  explain(e: Explanation): void {
    const key = e.variable < 0 ? "fail" : `${e.variable},${e.value}`;
    const reason = e.equal && e.variable >= 0 ? undefined : this.reasons.get(key);
    if (reason === undefined) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const [x, v, equal] of reason) {
      if (equal) e.becauseEqual(x, v);
      else e.becauseNot(x, v);
    }
  }

  /** Whether both ends of pair p hold p (a number's cell: from the start in the puzzle's model). */
  private placed(p: number, has: (x: number, v: number) => boolean, open: (x: number) => boolean): boolean {
    const [a, b] = this.ends[p]!;
    const { labels } = this;
    return has(labels[a]!, p) && has(labels[b]!, p) && !open(labels[a]!) && !open(labels[b]!);
  }

  /** The most paths (up to MAX_CUT + 1) from a to b through cells that may be p, open cells used once. */
  private maxFlow(
    p: number,
    a: number,
    b: number,
    has: (x: number, v: number) => boolean,
    open: (x: number) => boolean,
  ): number {
    const { labels, adjStart, adj, flowThrough, flowAcross, prev, seen, queue, n } = this;
    flowThrough.fill(0);
    flowAcross.fill(0);
    const cap = (i: number) => (!has(labels[i]!, p) ? 0 : i === a || i === b || !open(labels[i]!) ? BIG : 1);
    const caps = new Int32Array(n);
    for (let i = 0; i < n; i++) caps[i] = cap(i);
    let flow = 0;
    while (flow <= MAX_CUT) {
      // Breadth-first over the residual split graph from a's way out to b's way in.
      const s = ++this.stamp;
      let head = 0;
      let tail = 0;
      queue[tail++] = 2 * a + 1;
      seen[2 * a + 1] = s;
      prev[2 * a + 1] = -1;
      let found = false;
      while (head < tail && !found) {
        const u = queue[head++]!;
        const i = u >> 1;
        const push = (w: number, from: number) => {
          if (seen[w] === s) return;
          seen[w] = s;
          prev[w] = from;
          queue[tail++] = w;
        };
        if ((u & 1) === 0) {
          // Way in: through the cell, or back along a flow that came in.
          if (flowThrough[i]! < caps[i]!) push(u + 1, u);
          for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
            const w = adj[j]!;
            if (flowAcross[this.rev[j]!]! > 0) push(2 * w + 1, u);
          }
        } else {
          if (flowThrough[i]! > 0) push(u - 1, u);
          for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
            const w = adj[j]!;
            if (caps[w] === 0) continue;
            push(2 * w, u);
            if (w === b) found = true;
          }
        }
      }
      if (!found) break;
      // Augment by one along prev from b's way in.
      let v = 2 * b;
      while (prev[v]! >= 0) {
        const u = prev[v]!;
        const i = u >> 1;
        const w = v >> 1;
        if (i === w) flowThrough[i]! += (v & 1) === 1 ? 1 : -1;
        else if ((u & 1) === 1) flowAcross[this.arc(i, w)]! += 1;
        else flowAcross[this.arc(w, i)]! -= 1;
        v = u;
      }
      flow++;
    }
    return flow;
  }

  /** The index in `adj` of the arc from cell i to its neighbour w. */
  private arc(i: number, w: number): number {
    const { adjStart, adj } = this;
    for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) if (adj[j] === w) return j;
    return -1;
  }

  /**
   * After a maximum flow: the cells whose way in the residual graph reaches from `from`'s side but whose way
   * out it does not (a smallest cut; from b's side, walking arcs backwards, the one nearest b).
   */
  private cutNear(p: number, from: number, has: (x: number, v: number) => boolean): number[] {
    const { labels, adjStart, adj, flowThrough, flowAcross, seen, queue } = this;
    const forward = from === this.ends[p]![0];
    const s = ++this.stamp;
    let head = 0;
    let tail = 0;
    const start = forward ? 2 * from + 1 : 2 * from;
    queue[tail++] = start;
    seen[start] = s;
    const caps = (i: number) => has(labels[i]!, p);
    const push = (w: number) => {
      if (seen[w] === s) return;
      seen[w] = s;
      queue[tail++] = w;
    };
    while (head < tail) {
      const u = queue[head++]!;
      const i = u >> 1;
      if (forward) {
        if ((u & 1) === 0) {
          if (this.residualThrough(i, p, has)) push(u + 1);
          for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
            const w = adj[j]!;
            if (flowAcross[this.rev[j]!]! > 0) push(2 * w + 1);
          }
        } else {
          if (flowThrough[i]! > 0) push(u - 1);
          for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) if (caps(adj[j]!)) push(2 * adj[j]!);
        }
      } else if ((u & 1) === 1) {
        // Backwards: which nodes have a residual arc into u.
        if (this.residualThrough(i, p, has)) push(u - 1);
        for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
          const w = adj[j]!;
          if (flowAcross[j]! > 0) push(2 * w);
        }
      } else {
        if (flowThrough[i]! > 0) push(u + 1);
        for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) if (caps(adj[j]!)) push(2 * adj[j]! + 1);
      }
    }
    const cut: number[] = [];
    for (let i = 0; i < this.n; i++) {
      const inSide = seen[2 * i] === s;
      const outSide = seen[2 * i + 1] === s;
      if (forward ? inSide && !outSide : outSide && !inSide) cut.push(i);
    }
    return cut;
  }

  private residualThrough(i: number, p: number, has: (x: number, v: number) => boolean): boolean {
    if (!has(this.labels[i]!, p)) return false;
    return this.flowThrough[i]! < 1 || this.isBig(i, p, has);
  }

  private isBig(i: number, p: number, has: (x: number, v: number) => boolean): boolean {
    const [a, b] = this.ends[p]!;
    if (i === a || i === b) return true;
    const x = this.labels[i]!;
    for (let v = 0; v <= this.ends.length; v++) if (v !== p && has(x, v)) return false;
    return true;
  }

  /**
   * The pairs that `cut` separates (their ends apart among the cells that may be theirs, the cut's taken
   * out), and the literals that wall each in: label != pair on the border of its first end's side, and its
   * ends' labels.
   */
  private separated(
    cut: number[],
    has: (x: number, v: number) => boolean,
    open: (x: number) => boolean,
  ): { pairs: number[]; reason: Array<[number, number, boolean]> } | null {
    if (cut.length === 0) return null;
    const { ends, labels, adjStart, adj, seen, queue, inCut } = this;
    for (const i of cut) inCut[i] = 1;
    const pairs: number[] = [];
    const reason: Array<[number, number, boolean]> = [];
    for (let q = 0; q < ends.length; q++) {
      const [a, b] = ends[q]!;
      if (!this.placed(q, has, open)) continue;
      const s = ++this.stamp;
      let head = 0;
      let tail = 0;
      queue[tail++] = a;
      seen[a] = s;
      const border: number[] = [];
      while (head < tail) {
        const i = queue[head++]!;
        for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
          const w = adj[j]!;
          if (seen[w] === s || inCut[w]) continue;
          seen[w] = s;
          if (has(labels[w]!, q)) queue[tail++] = w;
          else border.push(w);
        }
      }
      if (seen[b] === s) continue;
      pairs.push(q);
      for (const w of border) reason.push([labels[w]!, q, false]);
      reason.push([labels[a]!, q, true], [labels[b]!, q, true]);
    }
    for (const i of cut) inCut[i] = 0;
    return pairs.length === 0 ? null : { pairs, reason };
  }
}

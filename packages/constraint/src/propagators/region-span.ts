/**
 * Node-weighted Steiner trees by the Dreyfus-Wagner recurrence: the least weight of a connected set of nodes
 * holding every terminal and a given node. `SizedRegions` reads it to bound the one region that must join
 * all the parts of a number.
 */

/** Terminals past this many are not spanned: the recurrence costs 3^k steps per node. */
export const MAX_SPAN_TERMINALS = 8;

/**
 * For each node u of the graph (`adjStart`/`adj`, compressed rows), the least total `weight` of a connected
 * set of nodes holding nodes 0 to `terminals - 1` and u (`limit + 1` when more than `limit`, or none).
 */
export function spanWeights(
  adjStart: Int32Array,
  adj: Int32Array,
  weight: Int32Array,
  terminals: number,
  limit: number,
): Int32Array {
  const n = weight.length;
  const over = limit + 1;
  const full = (1 << terminals) - 1;
  const dp = new Int32Array((full + 1) * n).fill(over);
  const queue = new Int32Array(n);
  const queued = new Uint8Array(n);
  // The nodes a set within the limit may hold: at first all; after the single terminals, those within the
  // limit of each terminal (a tree holding every terminal and u holds a path from each terminal to u, so
  // a node past the limit of one terminal is in no tree the answer counts, and the rest never pass it).
  const kept = new Uint8Array(n).fill(1);
  // Least weight of a path out of the set for S to every node: node-weighted shortest paths (a FIFO
  // relaxation; weights are small positive integers).
  const relax = (set: number): void => {
    const base = set * n;
    let head = 0;
    let size = 0;
    for (let u = 0; u < n; u++)
      if (dp[base + u]! < over && kept[u] === 1) {
        queue[(head + size++) % n] = u;
        queued[u] = 1;
      }
    while (size > 0) {
      const u = queue[head]!;
      head = (head + 1) % n;
      size--;
      queued[u] = 0;
      const du = dp[base + u]!;
      for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
        const w = adj[k]!;
        const d = du + weight[w]!;
        if (d < dp[base + w]! && d <= limit && kept[w] === 1) {
          dp[base + w] = d;
          if (queued[w] === 0) {
            queue[(head + size++) % n] = w;
            queued[w] = 1;
          }
        }
      }
    }
  };
  for (let t = 0; t < terminals; t++) {
    if (weight[t]! <= limit) dp[(1 << t) * n + t] = weight[t]!;
    relax(1 << t);
  }
  const near: number[] = [];
  for (let u = 0; u < n; u++) {
    for (let t = 0; t < terminals && kept[u] === 1; t++) if (dp[(1 << t) * n + u]! >= over) kept[u] = 0;
    if (kept[u] === 1) near.push(u);
  }
  for (let set = 1; set <= full; set++) {
    if ((set & (set - 1)) === 0) continue;
    const low = set & -set;
    const base = set * n;
    for (const u of near) {
      let best = dp[base + u]!;
      // Each split once: the part holding the lowest terminal.
      for (let sub = (set - 1) & set; sub > 0; sub = (sub - 1) & set) {
        if ((sub & low) === 0) continue;
        const d = dp[sub * n + u]! + dp[(set ^ sub) * n + u]! - weight[u]!;
        if (d < best) best = d;
      }
      dp[base + u] = best > limit ? over : best;
    }
    relax(set);
  }
  return dp.subarray(full * n, (full + 1) * n);
}

/**
 * {@link spanWeights} on cells (`adjStart`/`adj`, compressed rows): the terminals are `parts` (sets of cells,
 * each weighing its cells), the other nodes the cells `open` accepts (one each); `node[i]` is left holding
 * cell i's node (-1: none). Returns, per node, the least cells of a connected set of nodes holding every part
 * and it (`limit + 1` for more).
 */
export function cellSpans(
  adjStart: Int32Array,
  adj: Int32Array,
  parts: readonly (readonly number[])[],
  open: (i: number) => boolean,
  node: Int32Array,
  limit: number,
): Int32Array {
  const n = node.length;
  node.fill(-1);
  const weight: number[] = [];
  for (const cells of parts) {
    for (const i of cells) node[i] = weight.length;
    weight.push(cells.length);
  }
  for (let i = 0; i < n; i++)
    if (node[i] === -1 && open(i)) {
      node[i] = weight.length;
      weight.push(1);
    }
  const nodes = weight.length;
  const near: number[][] = Array.from({ length: nodes }, () => []);
  for (let i = 0; i < n; i++) {
    const a = node[i]!;
    if (a < 0) continue;
    for (let k = adjStart[i]!, end = adjStart[i + 1]!; k < end; k++) {
      const b = node[adj[k]!]!;
      if (b >= 0 && b !== a) near[a]!.push(b);
    }
  }
  const start = new Int32Array(nodes + 1);
  for (let a = 0; a < nodes; a++) start[a + 1] = start[a]! + near[a]!.length;
  return spanWeights(start, Int32Array.from(near.flat()), Int32Array.from(weight), parts.length, limit);
}

// Spans remembered past this many cells in all (each a cell's state and weight, 5 bytes) are forgotten all
// at once: a bound on the memory whatever the grid's size.
const MAX_REMEMBERED_CELLS = 1 << 20;
const ASCII = new TextDecoder("latin1");

/**
 * {@link cellSpans} per cell, remembered by the cells' states: a search meets one state of a number's cells
 * many times (each pass of a propagator's fixpoint over the other numbers, each explanation of its
 * inferences, and again after backtracking), and the recurrence costs 3^k steps per cell for k parts.
 */
export class CellSpanMemo {
  private readonly memo = new Map<string, Int32Array>();
  private readonly codes: Uint8Array;
  private readonly node: Int32Array;

  /** The cells' graph (`adjStart`/`adj`, compressed rows). */
  constructor(
    private readonly adjStart: Int32Array,
    private readonly adj: Int32Array,
  ) {
    this.codes = new Uint8Array(adjStart.length - 1);
    this.node = new Int32Array(adjStart.length - 1);
  }

  /**
   * Per cell, the least cells of a connected set holding every part and it (`limit + 1` for more; -1 for a
   * cell neither in a part nor open). `state(i)` is 2 for a cell of a part (the parts are the cells of state
   * 2 joined side by side, listed by `parts`), 1 for an open cell, 0 for a cell a set cannot hold.
   */
  weights(
    state: (i: number) => 0 | 1 | 2,
    parts: () => readonly (readonly number[])[],
    limit: number,
  ): Int32Array {
    const { codes, node } = this;
    for (let i = 0; i < codes.length; i++) codes[i] = 48 + state(i);
    const key = `${limit}:${ASCII.decode(codes)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const span = cellSpans(this.adjStart, this.adj, parts(), (i) => codes[i] === 49, node, limit);
    const weights = new Int32Array(codes.length);
    for (let i = 0; i < codes.length; i++) weights[i] = node[i]! < 0 ? -1 : span[node[i]!]!;
    if ((this.memo.size + 1) * codes.length > MAX_REMEMBERED_CELLS) this.memo.clear();
    this.memo.set(key, weights);
    return weights;
  }
}

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
  // Least weight of a path out of the set for S to every node: node-weighted shortest paths (a FIFO
  // relaxation; weights are small positive integers).
  const relax = (set: number): void => {
    const base = set * n;
    let head = 0;
    let size = 0;
    for (let u = 0; u < n; u++)
      if (dp[base + u]! < over) {
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
        if (d < dp[base + w]! && d <= limit) {
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
  for (let set = 1; set <= full; set++) {
    if ((set & (set - 1)) === 0) continue;
    const low = set & -set;
    const base = set * n;
    for (let u = 0; u < n; u++) {
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

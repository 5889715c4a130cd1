import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CellSpanMemo, cellSpans, spanWeights } from "./region-span.js";

// Compressed rows of an undirected graph from its edges.
function rows(n: number, edges: readonly (readonly [number, number])[]) {
  const near: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    near[a]!.push(b);
    near[b]!.push(a);
  }
  const start = new Int32Array(n + 1);
  for (let a = 0; a < n; a++) start[a + 1] = start[a]! + near[a]!.length;
  return { start, adj: Int32Array.from(near.flat()) };
}

describe("spanWeights", () => {
  it("weighs the least connected set holding the terminals and each node", () => {
    // A star: terminals 0, 1, 2 around centre 3, and 4 hanging off 0; node 2 weighs 3.
    const { start, adj } = rows(5, [
      [0, 3],
      [1, 3],
      [2, 3],
      [4, 0],
    ]);
    const w = spanWeights(start, adj, Int32Array.from([1, 1, 3, 1, 1]), 3, 10);
    expect(Array.from(w)).toEqual([6, 6, 6, 6, 7]);
  });

  it("reports sets past the limit as limit + 1, and unreachable terminals the same", () => {
    const { start, adj } = rows(4, [
      [0, 2],
      [2, 3],
      [3, 1],
    ]);
    expect(Array.from(spanWeights(start, adj, Int32Array.from([1, 1, 1, 1]), 2, 3))).toEqual([4, 4, 4, 4]);
    expect(Array.from(spanWeights(start, adj, Int32Array.from([1, 1, 1, 1]), 2, 4))).toEqual([4, 4, 4, 4]);
    const apart = rows(2, []);
    expect(Array.from(spanWeights(apart.start, apart.adj, Int32Array.from([1, 1]), 2, 5))).toEqual([6, 6]);
  });
});

// The least weight of a connected set holding nodes 0 to terminals - 1 and u, by trying every set of nodes
// (limit + 1 when more than limit, or none).
function bruteSpans(
  n: number,
  edges: readonly (readonly [number, number])[],
  weight: readonly number[],
  terminals: number,
  limit: number,
) {
  const best = Array.from({ length: n }, () => limit + 1);
  for (let set = 1; set < 1 << n; set++) {
    if ((set & ((1 << terminals) - 1)) !== (1 << terminals) - 1) continue;
    let total = 0;
    for (let u = 0; u < n; u++) if (set & (1 << u)) total += weight[u]!;
    if (total > limit) continue;
    // Connected: a walk from the set's lowest node reaches all of it.
    let reached = set & -set;
    for (let grew = true; grew; ) {
      grew = false;
      for (const [a, b] of edges)
        if (set & (1 << a) && set & (1 << b) && ((reached >> a) & 1) !== ((reached >> b) & 1)) {
          reached |= (1 << a) | (1 << b);
          grew = true;
        }
    }
    if (reached !== set) continue;
    for (let u = 0; u < n; u++) if (set & (1 << u)) best[u] = Math.min(best[u]!, total);
  }
  return best;
}

const graphs = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.uniqueArray(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 2 * n }),
    weight: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: n, maxLength: n }),
    terminals: fc.integer({ min: 1, max: Math.min(n, 4) }),
    limit: fc.integer({ min: 1, max: 14 }),
  }),
);

describe("spanWeights against every set of nodes", () => {
  it("is the least connected set's weight for each node, limit + 1 past the limit", () => {
    fc.assert(
      fc.property(graphs, ({ n, edges, weight, terminals, limit }) => {
        const loops = edges.filter(([a, b]) => a !== b);
        const { start, adj } = rows(n, loops);
        const got = spanWeights(start, adj, Int32Array.from(weight), terminals, limit);
        expect(Array.from(got)).toEqual(bruteSpans(n, loops, weight, terminals, limit));
      }),
    );
  });
});

describe("CellSpanMemo", () => {
  it("answers as cellSpans per cell, the first time and when the same states come again", () => {
    // A 3x3 grid: parts {0} and {8}, cell 4 closed.
    const edges: [number, number][] = [];
    for (let i = 0; i < 9; i++) {
      if (i % 3 < 2) edges.push([i, i + 1]);
      if (i < 6) edges.push([i, i + 3]);
    }
    const { start, adj } = rows(9, edges);
    const state = (i: number) => (i === 0 || i === 8 ? 2 : i === 4 ? 0 : 1);
    const parts = () => [[0], [8]];
    const node = new Int32Array(9);
    const span = cellSpans(start, adj, parts(), (i) => state(i) === 1, node, 5);
    const want = Array.from(node, (a) => (a < 0 ? -1 : span[a]!));
    expect(want).toEqual([5, 5, 5, 5, -1, 5, 5, 5, 5]);
    const memo = new CellSpanMemo(start, adj);
    expect(Array.from(memo.weights(state, parts, 5))).toEqual(want);
    let asked = 0;
    const again = memo.weights(
      state,
      () => {
        asked++;
        return parts();
      },
      5,
    );
    expect(Array.from(again)).toEqual(want);
    expect(asked).toBe(0);
    // Another limit is another question.
    expect(Array.from(memo.weights(state, parts, 4))).toEqual([5, 5, 5, 5, -1, 5, 5, 5, 5]);
  });
});

import { describe, expect, it } from "vitest";
import { spanWeights } from "./region-span.js";

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

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CircuitGraph, gridGraph } from "./circuit-graph.js";
import { reachable } from "./circuit-graph.test-helpers.js";

describe("CircuitGraph.bridgesAndParts", () => {
  it("finds the open parts, how many hold an edge, and the bridges a plain search finds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 40, maxLength: 40 }),
        (w, h, states) => {
          const { numVertices, edges } = gridGraph(w, h);
          const g = new CircuitGraph(numVertices, edges);
          const st = Int8Array.from(edges.map((_, e) => states[e]!));
          const out = new Int32Array(edges.length);
          const n = g.bridgesAndParts(st, out);
          const found = [...out.subarray(0, n)];
          // A bridge is an open edge whose ends no other open path joins.
          const expected = edges.flatMap(([a, b], e) =>
            st[e] !== 0 && !reachable(numVertices, edges, st, a, e).has(b) ? [e] : [],
          );
          expect(found.sort((x, y) => x - y)).toEqual(expected);
          // Each vertex's part is named by the smallest vertex joined to it through open edges.
          for (let v = 0; v < numVertices; v++)
            expect(g.partOf[v]).toBe(Math.min(...reachable(numVertices, edges, st, v, -1)));
          // The parts holding an open edge, named by their smallest vertex.
          const withEdges = new Set(
            edges.flatMap(([a], e) =>
              st[e] !== 0 ? [Math.min(...reachable(numVertices, edges, st, a, -1))] : [],
            ),
          );
          expect(g.openParts).toBe(withEdges.size);
        },
      ),
      { numRuns: 200 },
    );
  });
});

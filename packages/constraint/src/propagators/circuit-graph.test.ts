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

describe("CircuitGraph.twoPaths", () => {
  it("finds two open paths sharing no edge exactly when no one edge's removal parts the two vertices", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 40, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(24), fc.nat(24)), { minLength: 1, maxLength: 6 }),
        (w, h, states, pairs) => {
          const { numVertices, edges } = gridGraph(w, h);
          // One graph for every pair: a search must leave nothing behind that the next one reads.
          const g = new CircuitGraph(numVertices, edges);
          const st = Int8Array.from(edges.map((_, e) => states[e]!));
          for (const [a, b] of pairs) {
            const x = a % numVertices;
            const y = b % numVertices;
            const joined = (skip: number) => reachable(numVertices, edges, st, x, skip).has(y);
            const expected = joined(-1) && edges.every((_, e) => st[e] === 0 || joined(e));
            const left = g.twoPaths(x, y, st, numVertices * 2);
            expect(left >= 0).toBe(expected);
            expect(left).toBeLessThanOrEqual(numVertices * 2);
            // Out of budget, it answers no.
            if (x !== y) expect(g.twoPaths(x, y, st, 1)).toBe(-1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("CircuitGraph.stillOnePart", () => {
  it("tells whether dropping edges from one part without a bridge leaves it so, as a plain search does", () => {
    let kept = 0;
    let parted = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 40, maxLength: 40 }),
        (w, h, cells, draws) => {
          const { numVertices, edges, horizontal } = gridGraph(w, h);
          // Before: the sides of some cells (every edge on a cycle, so no bridge), open; on or undecided alike.
          const sides = (cell: number) => {
            const r = Math.floor(cell / w);
            const c = cell % w;
            return [
              r * w + c,
              (r + 1) * w + c,
              horizontal + r * (w + 1) + c,
              horizontal + r * (w + 1) + c + 1,
            ];
          };
          const before = edges.map(() => 0);
          for (let cell = 0; cell < w * h; cell++)
            if (cells[cell]) for (const e of sides(cell)) before[e] = draws[e]! % 2 === 0 ? -1 : 1;
          const parts = (st: readonly number[]) =>
            new Set(
              edges.flatMap(([a], e) =>
                st[e] !== 0 ? [Math.min(...reachable(numVertices, edges, st, a, -1))] : [],
              ),
            ).size;
          fc.pre(parts(before) === 1);
          // After: some of those edges dropped (a draw of 3).
          const dropped = edges.flatMap((_, e) => (before[e] !== 0 && draws[e] === 3 ? [e] : []));
          const after = Int8Array.from(before.map((s, e) => (dropped.includes(e) ? 0 : s)));
          const bridge = edges.some(
            ([a, b], e) => after[e] !== 0 && !reachable(numVertices, edges, after, a, e).has(b),
          );
          const expected = !bridge && parts([...after]) <= 1;
          const g = new CircuitGraph(numVertices, edges);
          const still = g.stillOnePart(after, Int32Array.from(dropped), dropped.length, 4 * numVertices);
          expect(still).toBe(expected);
          if (expected) kept++;
          else parted++;
          // Asked again on the same graph: nothing of the first call is left to mislead it.
          expect(g.stillOnePart(after, Int32Array.from(dropped), dropped.length, 4 * numVertices)).toBe(
            still,
          );
        },
      ),
      { numRuns: 400 },
    );
    // Both answers drawn often.
    expect(Math.min(kept, parted)).toBeGreaterThan(50);
  });
});

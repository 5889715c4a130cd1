import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkEdges, edgeRows, joinsTwo, neighbourRows } from "./adjacency.js";

const graph = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 }),
  }),
);

/** The rows read back as plain lists, one per vertex. */
function lists(rows: { start: Int32Array; items: Int32Array }, n: number): number[][] {
  return Array.from({ length: n }, (_, v) =>
    Array.from(rows.items.subarray(rows.start[v], rows.start[v + 1])),
  );
}

describe("compressed rows", () => {
  it("list each vertex's neighbours and edges in the order of the edges", () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const neighbours: number[][] = Array.from({ length: n }, () => []);
        const incident: number[][] = Array.from({ length: n }, () => []);
        edges.forEach(([u, v], i) => {
          neighbours[u]!.push(v);
          neighbours[v]!.push(u);
          incident[u]!.push(i);
          incident[v]!.push(i);
        });
        expect(lists(neighbourRows(n, edges), n)).toEqual(neighbours);
        expect(lists(edgeRows(n, edges), n)).toEqual(incident);
      }),
    );
  });

  it("give a vertex without edges an empty row", () => {
    const rows = neighbourRows(3, [[0, 2]]);
    expect(Array.from(rows.start)).toEqual([0, 1, 1, 2]);
    expect(Array.from(rows.items)).toEqual([2, 0]);
  });
});

describe("edge checks", () => {
  it("accept two different whole vertices in range and nothing else", () => {
    expect(joinsTwo(3, 0, 2)).toBe(true);
    expect(joinsTwo(3, 2, 0)).toBe(true);
    for (const [u, v] of [
      [1, 1],
      [0, 3],
      [-1, 0],
      [0.5, 1.5],
      [Number.NaN, 1],
      [0, Number.POSITIVE_INFINITY],
    ] as const)
      expect(joinsTwo(3, u, v), `${u}-${v}`).toBe(false);
  });

  it("name the owner, the first bad edge by index and ends, and what the vertices are", () => {
    expect(() =>
      checkEdges("connected", "cells", 3, [
        [0, 1],
        [0.5, 1.5],
        [2, 2],
      ]),
    ).toThrow(new RangeError("connected: edge 1 (0.5, 1.5) is not between two cells"));
    expect(() =>
      checkEdges("connected", "cells", 3, [
        [0, 1],
        [1, 2],
      ]),
    ).not.toThrow();
  });
});

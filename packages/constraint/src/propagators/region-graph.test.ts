// RegionGraph's walks against plain searches on random small graphs (parallel edges and several parts
// included): a cell's removal read by removing it and searching again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridCellEdges, RegionGraph } from "./region-graph.js";

/** The cells a search from `root` reaches through cells not out (state not 0), never entering `skip`. */
function part(
  n: number,
  edges: readonly [number, number][],
  st: Int8Array,
  root: number,
  skip: number,
): Set<number> {
  const seen = new Set([root]);
  const todo = [root];
  while (todo.length > 0) {
    const a = todo.pop()!;
    for (const [x, y] of edges) {
      const b = x === a ? y : y === a ? x : -1;
      if (b >= 0 && b !== skip && st[b] !== 0 && !seen.has(b)) {
        seen.add(b);
        todo.push(b);
      }
    }
  }
  expect(seen.size).toBeLessThanOrEqual(n);
  return seen;
}

/**
 * A random graph of up to 8 cells (edges may repeat), each cell's state 1 must, 0 out or -1 may, and a root
 * cell, not out (what every walk from a cell asks).
 */
const graphs = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      // The second end is another cell: n - 1 choices after the first (none with one cell).
      edges: fc.array(
        fc
          .tuple(fc.nat(n - 1), fc.nat(Math.max(0, n - 2)))
          .map(([a, d]) => [a, (a + 1 + d) % n] as [number, number]),
        { maxLength: n === 1 ? 0 : 12 },
      ),
      states: fc.array(fc.constantFrom(-1, 0, 1), { minLength: n, maxLength: n }),
      root: fc.nat(n - 1),
    }),
  )
  .map((g) => ({ ...g, states: g.states.map((s, i) => (i === g.root && s === 0 ? -1 : s)) }));

describe("RegionGraph", () => {
  it("separated: how many cells of the part reach the root only through each cell", () => {
    fc.assert(
      fc.property(graphs, ({ n, edges, states, root }) => {
        const g = new RegionGraph(n, edges, "test");
        const st = Int8Array.from(states);
        const into = new Int32Array(n).fill(-7);
        const stamp = g.separated(root, st, into);
        const all = part(n, edges, st, root, -1);
        expect(g.count).toBe(all.size);
        for (let v = 0; v < n; v++) {
          expect(g.reached(v, stamp)).toBe(all.has(v));
          if (!all.has(v)) continue;
          // Without v, the root's part is what a search that never enters v reaches (nothing for the root).
          const without = v === root ? 0 : part(n, edges, st, root, v).size;
          expect(all.size - 1 - into[v]!, `cell ${v}`).toBe(without);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("cuts: the may cells without which a must cell is cut off from the must root", () => {
    fc.assert(
      fc.property(graphs, ({ n, edges, states, root }) => {
        const st = Int8Array.from(states);
        st[root] = 1;
        const g = new RegionGraph(n, edges, "test");
        const found: number[] = [];
        const stamp = g.cuts(root, st, (v) => found.push(v));
        const all = part(n, edges, st, root, -1);
        expect(g.count).toBe(all.size);
        for (let v = 0; v < n; v++) expect(g.reached(v, stamp)).toBe(all.has(v));
        const musts = [...all].filter((v) => st[v] === 1);
        const expected = [...all].filter(
          (v) => st[v] === -1 && musts.some((u) => u !== v && !part(n, edges, st, root, v).has(u)),
        );
        expect([...new Set(found)].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
      { numRuns: 500 },
    );
  });

  it("pathCells: the cells on some simple path between two cells through cells not out", () => {
    fc.assert(
      fc.property(graphs, fc.nat(7), ({ n, edges, states, root: a }, other) => {
        const b = other % n;
        const st = Int8Array.from(states);
        const g = new RegionGraph(n, edges, "test");
        const into = new Uint8Array(n).fill(9);
        g.pathCells(a, b, st, into);
        // Every simple path from a, by its cells, through cells not out: those ending at b.
        const on = new Set([a]);
        if (a !== b && st[b] !== 0) on.add(b);
        const extend = (path: number[]) => {
          const last = path[path.length - 1]!;
          if (last === b) {
            for (const c of path) on.add(c);
            return;
          }
          for (const [x, y] of edges) {
            const c = x === last ? y : y === last ? x : -1;
            if (c >= 0 && st[c] !== 0 && !path.includes(c)) extend([...path, c]);
          }
        };
        if (a !== b) extend([a]);
        for (let v = 0; v < n; v++) expect(into[v], `cell ${v}`).toBe(on.has(v) ? 1 : 0);
      }),
      { numRuns: 500 },
    );
  });

  it("reach: the cells a search reaches, breadth first, skipping one cell", () => {
    fc.assert(
      fc.property(graphs, fc.integer({ min: -1, max: 7 }), ({ n, edges, states, root }, skip) => {
        const st = Int8Array.from(states);
        const g = new RegionGraph(n, edges, "test");
        const stamp = g.reach(root, st, skip === root ? -1 : skip);
        const all = part(n, edges, st, root, skip === root ? -1 : skip);
        const order = [...g.order.subarray(0, g.count)];
        expect(new Set(order)).toEqual(all);
        expect(order.length).toBe(all.size);
        for (let v = 0; v < n; v++) expect(g.reached(v, stamp)).toBe(all.has(v));
        // Breadth first: each cell after the root was reached from an earlier one, and the steps from the
        // root never go down along the order.
        const steps = new Map([[root, 0]]);
        for (const v of order.slice(1)) {
          const from = order.find(
            (u) => steps.has(u) && edges.some(([x, y]) => (x === u && y === v) || (y === u && x === v)),
          );
          expect(from).toBeDefined();
          steps.set(v, steps.get(from!)! + 1);
        }
        const depths = order.map((v) => steps.get(v)!);
        expect(depths).toEqual([...depths].sort((x, y) => x - y));
      }),
      { numRuns: 300 },
    );
  });

  it("separated on a grid: a corridor's cells each cut off what lies beyond them", () => {
    // 4x1 row 0-1-2-3 from cell 0: without cell 1, cells 2 and 3 are cut off.
    const g = new RegionGraph(4, gridCellEdges(4, 1), "test");
    const into = new Int32Array(4);
    g.separated(0, Int8Array.from([1, -1, -1, -1]), into);
    expect([...into]).toEqual([3, 2, 1, 0]);
  });
});

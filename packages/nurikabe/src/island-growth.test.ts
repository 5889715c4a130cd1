// The island-growth propagator's reasons, checked by brute force on small grids: an island of `size` cells
// (value 1) grows from cell 0 through 0/1 cells. What the rule relies on: the island's cells are joined, hold
// cell 0 and number `size`.
import { gridCellEdges, Model } from "@gridsmith/constraint";
import { type Decision, explanationTally } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IslandGrowth } from "./island-growth.js";

function joined(cells: number[], edges: [number, number][]): boolean {
  if (cells.length === 0) return true;
  const seen = new Set([cells[0]!]);
  const todo = [cells[0]!];
  while (todo.length > 0) {
    const a = todo.pop()!;
    for (const [x, y] of edges) {
      const b = x === a ? y : y === a ? x : -1;
      if (b >= 0 && cells.includes(b) && !seen.has(b)) {
        seen.add(b);
        todo.push(b);
      }
    }
  }
  return seen.size === cells.length;
}

describe("island growth", () => {
  it("gives valid reasons (brute force over random decisions on 3x3 and 4x2 grids)", () => {
    const tally = explanationTally();
    fc.assert(
      fc.property(
        fc.constantFrom([3, 3], [4, 2]),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(fc.nat(20), fc.nat(1), fc.boolean()), { minLength: 1, maxLength: 6 }),
        ([w, h], size, d) => {
          const m = new Model();
          const xs = m.intVars(w! * h!, 0, 1);
          m.assign(xs[0]!, 1);
          const edges = gridCellEdges(w!, h!);
          const p = m.post(new IslandGrowth(xs, edges, 1, size));
          const meaning = (v: (x: number) => number) => {
            const island = xs.flatMap((x, i) => (v(x) === 1 ? [i] : []));
            return v(xs[0]!) === 1 && island.length === size && joined(island, edges);
          };
          tally.check(m, new Map([[p, meaning]]), d as Decision[]);
        },
      ),
      { numRuns: 300 },
    );
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(20);
  });

  it("takes exactly the cells without which the number reaches fewer than its size (brute force, up to 8x8)", () => {
    // One search per cell, as the rule reads, against the propagator's single depth-first pass.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.nat(63), { maxLength: 30 }),
        (w, h, size, closed) => {
          const n = w * h;
          const edges = gridCellEdges(w, h);
          const m = new Model();
          const xs = m.intVars(n, 0, 1);
          m.assign(xs[0]!, 1);
          const shut = new Set(closed.filter((c) => c > 0 && c < n));
          for (const c of shut) m.assign(xs[c]!, 0);
          m.post(new IslandGrowth(xs, edges, 1, size));
          const reach = (skip: number) => {
            const seen = new Set([0]);
            const todo = [0];
            while (todo.length > 0) {
              const a = todo.pop()!;
              for (const [x, y] of edges) {
                const b = x === a ? y : y === a ? x : -1;
                if (b >= 0 && b !== skip && !shut.has(b) && !seen.has(b)) {
                  seen.add(b);
                  todo.push(b);
                }
              }
            }
            return seen;
          };
          const all = reach(-1);
          const must = all.size <= size ? [] : [...all].filter((c) => c !== 0 && reach(c).size < size);
          expect(m.propagate()).toBe(true);
          const taken = xs.flatMap((x, i) => (i !== 0 && m.isFixed(x) && m.value(x) === 1 ? [i] : []));
          expect(taken.sort((a, b) => a - b)).toEqual(must.sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("takes the only way out of a corner", () => {
    // 3x3, island of 3 from the top-left corner, the cell right of it walled: the one below must be island.
    const m = new Model();
    const xs = m.intVars(9, 0, 1);
    m.assign(xs[0]!, 1);
    m.post(new IslandGrowth(xs, gridCellEdges(3, 3), 1, 3));
    m.assign(xs[1]!, 0);
    expect(m.propagate()).toBe(true);
    expect(m.isFixed(xs[3]!) && m.value(xs[3]!)).toBe(1);
    expect(m.isFixed(xs[6]!)).toBe(false);
  });
});

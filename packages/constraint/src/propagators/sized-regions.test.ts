import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignments } from "../brute.test-helpers.js";
import { Model } from "../model.js";
import {
  assertExplainsByReference,
  assertFixpointLikeFresh,
  assertSolvesLikeBruteForce,
  gridCells,
  gridNeighbours,
} from "./grid-cases.test-helpers.js";
import { gridCellEdges } from "./region-graph.js";
import { SizedRegions } from "./sized-regions.js";

// The reference, by definition and sharing nothing with the propagator: every group of cells side by side
// with one value (flood fill) has as many cells as its value.
function sized(width: number, values: readonly number[]): boolean {
  const seen = new Array<boolean>(values.length).fill(false);
  for (let s = 0; s < values.length; s++) {
    if (seen[s]) continue;
    seen[s] = true;
    const group = [s];
    for (let k = 0; k < group.length; k++) {
      const i = group[k]!;
      const near = [i - width, i + width, i % width > 0 ? i - 1 : -1, i % width < width - 1 ? i + 1 : -1];
      for (const j of near)
        if (j >= 0 && j < values.length && !seen[j] && values[j] === values[i]) {
          seen[j] = true;
          group.push(j);
        }
    }
    if (group.length !== values[s]) return false;
  }
  return true;
}

interface Case {
  width: number;
  height: number;
  domains: number[][];
}

function build(c: Case) {
  const m = new Model();
  const xs = c.domains.map((d) => m.intVarFromValues(d));
  const p = m.post(new SizedRegions(xs, gridCellEdges(c.width, c.height)));
  return { m, xs, p };
}

const holds = (c: Case, values: readonly number[]) => sized(c.width, values);

// Grids of up to 6 cells, values 1 to 4, a few cells narrowed to one value.
const caseArb = gridCells(3, 2, fc.integer({ min: 0, max: 9 })).map(
  ({ width, height, cells }): Case => ({
    width,
    height,
    domains: cells.map((s) => (s < 6 ? [1, 2, 3, 4] : [s - 5])),
  }),
);

// Grids of up to 24 cells, values 1 to 40 (a second word of held values), a few cells given.
const bigger = gridCells(6, 4, fc.integer({ min: 0, max: 14 })).map(
  ({ width, height, cells }): Case => ({
    width,
    height,
    domains: cells.map((s) => (s < 9 ? Array.from({ length: 40 }, (_, k) => k + 1) : [s - 8])),
  }),
);

// The small rule recomputed plainly (flood fills): for v up to the largest fixed value, an area of cells that
// may hold v smaller than v has no open cell (at a fixpoint none is left: one of fixed cells fails). Returns
// how many values it checked.
function smallAreasClosed(c: Case, m: Model, xs: readonly number[]): number {
  const n = xs.length;
  let top = 1;
  for (const x of xs) if (m.isFixed(x)) top = Math.max(top, m.value(x));
  for (let v = 2; v <= top; v++) {
    const seen = new Array<boolean>(n).fill(false);
    for (let i = 0; i < n; i++) {
      if (seen[i] || !m.has(xs[i]!, v)) continue;
      seen[i] = true;
      const area = [i];
      for (let k = 0; k < area.length; k++)
        for (const j of gridNeighbours(c.width, n, area[k]!))
          if (!seen[j] && m.has(xs[j]!, v)) {
            seen[j] = true;
            area.push(j);
          }
      if (area.length >= v) continue;
      for (const j of area) expect(m.isFixed(xs[j]!)).toBe(true);
    }
  }
  return top - 1;
}

describe("sizedRegions", () => {
  it("agrees with brute force on small grids, with plain and learning search", () => {
    assertSolvesLikeBruteForce(caseArb, build, holds, 150);
  });

  it("removes only unsupported values", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { m, xs } = build(c);
        const sols = [...assignments(c.domains)].filter((a) => sized(c.width, a));
        if (!m.propagate()) {
          expect(sols).toEqual([]);
          return;
        }
        for (const s of sols) for (let i = 0; i < xs.length; i++) expect(m.has(xs[i]!, s[i]!)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("reaches, step by step and after undos, the fixpoint a fresh model reaches (the small rule's carried state)", () => {
    assertFixpointLikeFresh(bigger, build, { numRuns: 400, seed: 5, minCompared: 250 });
  });

  it("leaves, at each fixpoint of a search path, no open cell in an area too small for its value", () => {
    let checked = 0;
    fc.assert(
      fc.property(bigger, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 10 }), (c, plan) => {
        const { m, xs } = build(c);
        if (!m.propagate()) return;
        checked += smallAreasClosed(c, m, xs);
        for (const [pick, k] of plan) {
          const open = xs.filter((x) => m.size(x) > 1);
          if (open.length === 0) return;
          const x = open[pick % open.length]!;
          const values = m.values(x);
          if (!m.assign(x, values[k % values.length]!) || !m.propagate()) return;
          checked += smallAreasClosed(c, m, xs);
        }
      }),
      { numRuns: 300, seed: 3 },
    );
    // Only that values were checked.
    expect(checked).toBeGreaterThan(300);
  });

  it("grows a part through the cell it needs, closes a full region, and fails a walled part", () => {
    // 1x4: a 3 at the left end must take the next two cells; the last is then alone: a 1.
    const line = build({ width: 4, height: 1, domains: [[3], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4]] });
    expect(line.m.propagate()).toBe(true);
    expect(line.xs.map((x) => line.m.values(x))).toEqual([[3], [3], [3], [1]]);
    // 1x3: a 2 walled in by a 1 cannot grow.
    expect(build({ width: 3, height: 1, domains: [[2], [1], [1, 2, 3]] }).m.propagate()).toBe(false);
    // Two 1s side by side are one region of two.
    expect(build({ width: 2, height: 1, domains: [[1], [1]] }).m.propagate()).toBe(false);
  });

  it("fails a part walled in by removals of the same run (no cell fixed since its area was counted)", () => {
    // 1x6 "3 . . 3 3 3": the full 3 takes 3 from the cell beside it (join), which leaves the first 3 two
    // cells, so the small rule takes 3 from the second cell too; neither is fixed ({1, 2}), and the first 3
    // is walled in alone.
    const any = [1, 2, 3, 4];
    expect(build({ width: 6, height: 1, domains: [[3], any, any, [3], [3], [3]] }).m.propagate()).toBe(false);
  });

  it("joins the parts of a number that can have one region only, by a Steiner tree of few enough cells", () => {
    const any = [1, 2, 3, 4, 5, 6];
    // 3x2 "1 3 . / . . 3": the 1 and the 3s (one region or two) leave two cells, too few for a second region
    // of 3; one region of 3 joining the 3s leaves out the cell below the 1, which then takes a 2 (alone each
    // 3 could still grow through it).
    const joined = build({ width: 3, height: 2, domains: [[1], [3], any, any, any, [3]] });
    expect(joined.m.propagate()).toBe(true);
    expect(joined.xs.map((x) => joined.m.values(x))).toEqual([[1], [3], [3], [2], [2], [3]]);
  });

  it("explains every inference and failure by a valid implication", () => {
    assertExplainsByReference(caseArb, build, holds, 6, 300);
  });

  it("refuses a variable listed twice, and an edge off its cells in its own name", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 1, 2);
    expect(() => new SizedRegions([x!, x!], [[0, 1]])).toThrow(RangeError);
    expect(() => new SizedRegions([x!, y!], [[0, 2]])).toThrow(/^sizedRegions: edge 0 \(0, 2\)/);
  });
});

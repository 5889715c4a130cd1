import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignments } from "../brute.test-helpers.js";
import { Model } from "../model.js";
import { Connected } from "./connected.js";
import {
  assertExplainsByReference,
  assertFixpointLikeFresh,
  assertSolvesLikeBruteForce,
  expectedSolutions,
  gridCells,
  joinedBySteps,
  SMALL_GRIDS,
  solutionKey,
} from "./grid-cases.test-helpers.js";
import { gridCellEdges } from "./region-graph.js";

// The reference, by definition and sharing nothing with the propagator: the cells holding `value` are joined
// by grid steps inside the set (flood fill), and there are `size` of them when a size is given.
function isRegion(width: number, values: readonly number[], value: number, size?: number): boolean {
  if (size !== undefined && values.filter((x) => x === value).length !== size) return false;
  return joinedBySteps(width, values, value);
}

interface Case {
  width: number;
  height: number;
  domains: number[][];
  value: number;
  size?: number;
}

function build(c: Case) {
  const m = new Model();
  const xs = c.domains.map((d) => m.intVarFromValues(d));
  const p = m.post(new Connected(xs, gridCellEdges(c.width, c.height), c.value, { size: c.size }));
  return { m, xs, p };
}

const holds = (c: Case, values: readonly number[]) => isRegion(c.width, values, c.value, c.size);

/**
 * Grids up to `side` a side with random domains, subsets of {0, 1, 2}, the region being value 1, of a size up to
 * `maxSize` or any: a draw from 0 to `draws` - 1 below `open` leaves a cell every value, the others narrow it, so
 * that propagation has something to start from.
 */
function connectedCases(side: number, maxSize: number, open: number, draws: number): fc.Arbitrary<Case> {
  return fc
    .record({
      grid: gridCells(side, side, fc.integer({ min: 0, max: draws - 1 })),
      values: fc.constantFrom([0, 1], [0, 1, 2]),
      size: fc.option(fc.integer({ min: 0, max: maxSize }), { nil: undefined }),
    })
    .map(({ grid: { width, height, cells }, values, size }): Case => {
      const domains = cells.map((s) => (s < open ? [...values] : [values[s % values.length]!]));
      return { width, height, domains, value: 1, size };
    });
}

// Tiny grids: most cells keep every value.
const caseArb = connectedCases(3, 5, 5, 8);

describe("connected", () => {
  it("finds exactly the connected regions of small grids, with plain and learning search", () => {
    for (const [w, h] of SMALL_GRIDS) {
      for (const size of [undefined, 3]) {
        const c: Case = {
          width: w,
          height: h,
          domains: Array.from({ length: w * h }, () => [0, 1]),
          value: 1,
          size,
        };
        const want = expectedSolutions(c, holds);
        for (const learning of [false, true]) {
          const { m } = build(c);
          const r = m.solve({ limit: Number.POSITIVE_INFINITY, learning });
          expect(r.complete).toBe(true);
          expect(r.solutions.map(solutionKey).sort()).toEqual(want);
        }
      }
    }
  });

  it("agrees with brute force on random domains, general values and sizes", () => {
    assertSolvesLikeBruteForce(caseArb, build, holds, 150);
  });

  it("keeps every region of a region-id grid connected, each its own propagator, by brute force", () => {
    // Several Connected on the same variables: most changes remove another region's id and leave a region's
    // cell states alone, so its run is skipped; the counts must not change for it.
    const regions = gridCells(3, 3, fc.integer({ min: 0, max: 5 }));
    fc.assert(
      fc.property(regions, fc.boolean(), ({ width, height, cells }, learning) => {
        const domains = cells.map((s) => (s < 3 ? [0, 1, 2] : [s - 3]));
        const m = new Model();
        const xs = domains.map((d) => m.intVarFromValues(d));
        for (const v of [0, 1, 2]) m.post(new Connected(xs, gridCellEdges(width, height), v));
        const want = [...assignments(domains)]
          .filter((a) => [0, 1, 2].every((v) => isRegion(width, a, v)))
          .map(solutionKey)
          .sort();
        const r = m.solve({ limit: Number.POSITIVE_INFINITY, learning });
        expect(r.solutions.map(solutionKey).sort()).toEqual(want);
      }),
      { numRuns: 100 },
    );
  });

  it("removes only unsupported values, and the must-follow ones at the fixpoint", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { m, xs } = build(c);
        const sols = [...assignments(c.domains)].filter((a) => isRegion(c.width, a, c.value, c.size));
        const ok = m.propagate();
        if (!ok) {
          expect(sols).toEqual([]);
          return;
        }
        // Sound: every solution survives.
        for (const s of sols) for (let i = 0; i < xs.length; i++) expect(m.has(xs[i]!, s[i]!)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("takes articulation points, drops unreachable cells, fails on a split", () => {
    // 3x3, value 1; corners (0,0) and (2,2) must be 1; the middle row's outer cells are out.
    //  1 ? ?
    //  0 ? 0
    //  ? ? 1
    const c: Case = {
      width: 3,
      height: 3,
      domains: [[1], [0, 1], [0, 1], [0], [0, 1], [0], [0, 1], [0, 1], [1]],
      value: 1,
    };
    const { m, xs } = build(c);
    expect(m.propagate()).toBe(true);
    // The only way between the corners: (0,1), the centre, (2,1). The dead ends keep both values.
    expect(xs.map((x) => m.values(x))).toEqual([[1], [1], [0, 1], [0], [1], [0], [0, 1], [1], [1]]);
    const split: Case = { ...c, domains: [[1], [0], [0, 1], [0], [0], [0, 1], [0, 1], [0, 1], [1]] };
    expect(build(split).m.propagate()).toBe(false);
    // A cell walled off from the must cells loses the value.
    const walled: Case = { width: 3, height: 1, domains: [[1], [0], [0, 1]], value: 1 };
    const w = build(walled);
    expect(w.m.propagate()).toBe(true);
    expect(w.m.values(w.xs[2]!)).toEqual([0]);
  });

  it("keeps a numbered region within reach of its size", () => {
    // 1x5, size 2, the first cell must be 1: only the second can join it.
    const c: Case = {
      width: 5,
      height: 1,
      domains: [[1], [0, 1], [0, 1], [0, 1], [0, 1]],
      value: 1,
      size: 2,
    };
    const { m, xs } = build(c);
    expect(m.propagate()).toBe(true);
    expect(xs.map((x) => m.values(x))).toEqual([[1], [1], [0], [0], [0]]);
  });

  it("explains every inference and failure by a valid implication", () => {
    assertExplainsByReference(caseArb, build, holds, 8, 300);
  });

  it("reaches, step by step, the fixpoint a fresh run reaches from the same domains", () => {
    // A run reads only the cells changed since the last one, the others from the states it ended with (on
    // the trail, so also after an undo); without ends, one search finds the part and its cuts.
    assertFixpointLikeFresh(connectedCases(5, 8, 8, 10), build, { numRuns: 300, seed: 11, minCompared: 600 });
  });

  it("refuses a variable listed twice and edges outside the cells", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 1);
    expect(() => new Connected([x!, x!], [[0, 1]], 1)).toThrow(RangeError);
    expect(() => new Connected([x!, y!], [[0, 2]], 1)).toThrow(RangeError);
    expect(() => new Connected([x!, y!], [[0, 1]], 1, { size: -1 })).toThrow(RangeError);
  });
});

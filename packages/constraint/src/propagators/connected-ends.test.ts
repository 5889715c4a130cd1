import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { Connected } from "./connected.js";
import {
  assertExplainsByReference,
  assertFixpointLikeFresh,
  assertSolvesLikeBruteForce,
  gridCells,
  gridNeighbours,
  joinedBySteps,
} from "./grid-cases.test-helpers.js";
import { gridCellEdges } from "./region-graph.js";

// The reference for `ends`, by definition and sharing nothing with the propagator: with both ends holding 1,
// every cell holding 1 lies on some simple path between them through cells holding 1 (all simple paths
// listed by depth-first search), and the cells holding 1 are joined.
function onPaths(width: number, values: readonly number[], a: number, b: number): boolean {
  const inside = (i: number) => values[i] === 1;
  if (!inside(a) || !inside(b)) return joinedBySteps(width, values, 1);
  const covered = new Set<number>();
  const path = [a];
  const walk = (i: number) => {
    if (i === b) {
      for (const j of path) covered.add(j);
      return;
    }
    for (const j of gridNeighbours(width, values.length, i))
      if (inside(j) && !path.includes(j)) {
        path.push(j);
        walk(j);
        path.pop();
      }
  };
  walk(a);
  return values.every((v, i) => v !== 1 || covered.has(i));
}

interface Case {
  width: number;
  domains: (readonly number[])[];
  a: number;
  b: number;
}

/** Grids of up to `side` x `side` cells, each cell's domain drawn from `domain`, and two different ends. */
const pathCases = (side: number, domain: fc.Arbitrary<readonly number[]>): fc.Arbitrary<Case> =>
  gridCells(side, side, domain)
    .chain(({ width, cells }) =>
      fc.record({
        width: fc.constant(width),
        domains: fc.constant(cells),
        a: fc.nat(cells.length - 1),
        b: fc.nat(cells.length - 1),
      }),
    )
    .filter((c) => c.a !== c.b);

const caseArb = pathCases(3, fc.constantFrom([0], [1], [0, 1], [0, 1], [0, 1]));

function build(c: Case) {
  const m = new Model();
  const xs = c.domains.map((d) => m.intVarFromValues(d));
  const height = c.domains.length / c.width;
  const p = m.post(new Connected(xs, gridCellEdges(c.width, height), 1, { ends: [c.a, c.b] }));
  return { m, xs, p };
}

const holds = (c: Case, values: readonly number[]) => onPaths(c.width, values, c.a, c.b);

describe("Connected with ends (a path's cells)", () => {
  it("agrees with the simple paths between the ends, by brute force, with plain and learning search", () => {
    assertSolvesLikeBruteForce(caseArb, build, holds, 300);
  });

  it("drops a dead end off the way between the ends", () => {
    // 3x2: ends r1c1 and r1c3; r2c2 hangs below r1c2 with r2c1 and r2c3 out.
    const c: Case = { width: 3, domains: [[1], [0, 1], [1], [0], [0, 1], [0]], a: 0, b: 2 };
    const { m, xs } = build(c);
    expect(m.propagate()).toBe(true);
    expect(xs.map((x) => m.values(x))).toEqual([[1], [1], [1], [0], [0], [0]]);
  });

  it("explains every inference and failure by a valid implication", () => {
    assertExplainsByReference(caseArb, build, holds, 8, 300);
  });

  it("reaches, step by step, the fixpoint a fresh run reaches from the same domains", () => {
    // The runs it skips or cuts short (a cell only turned must, the removals of a pass) must lose nothing.
    const bigger = pathCases(5, fc.constantFrom([1], [0, 1], [0, 1], [0, 1], [0, 1]));
    assertFixpointLikeFresh(bigger, build, { numRuns: 300, seed: 7, minCompared: 300 });
  });

  it("refuses ends outside the cells", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 1);
    expect(() => new Connected([x!, y!], [[0, 1]], 1, { ends: [0, 2] })).toThrow(RangeError);
  });
});

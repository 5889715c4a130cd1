import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { checkExplanations } from "../testing/explanations.js";
import { Connected } from "./connected.js";
import { CycleBudget } from "./cycle-budget.js";
import {
  assertExplainsByReference,
  expectedSolutions,
  gridCells,
  joinedBySteps,
  solutionKey,
} from "./grid-cases.test-helpers.js";
import { gridCellEdges } from "./region-graph.js";

// The reference, by definition and sharing nothing with the propagator: no two shaded cells (1) side by side,
// the unshaded cells joined by grid steps (flood fill), and each group holding its count of shaded cells.
function isShading(width: number, values: readonly number[], groups: readonly Group[]): boolean {
  const height = values.length / width;
  const at = (r: number, c: number) =>
    r >= 0 && r < height && c >= 0 && c < width ? values[r * width + c] : -1;
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      if (at(r, c) === 1 && (at(r, c + 1) === 1 || at(r + 1, c) === 1)) return false;
  if (groups.some((g) => g.cells.filter((i) => values[i] === 1).length !== g.count)) return false;
  return joinedBySteps(width, values, 0);
}

interface Group {
  cells: number[];
  count: number;
}

interface Case {
  width: number;
  height: number;
  domains: number[][];
  groups: Group[];
}

// Grids up to 4 x 3, each cell open or fixed, cut into up to three groups (rows of cells by a seed), some
// counted.
const caseArb: fc.Arbitrary<Case> = fc
  .tuple(
    gridCells(
      4,
      3,
      fc.record({ fixed: fc.integer({ min: 0, max: 9 }), group: fc.integer({ min: 0, max: 3 }) }),
    ),
    fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([{ width, height, cells }, counts]) => {
    const domains = cells.map(({ fixed }) => (fixed === 0 ? [0] : fixed === 1 ? [1] : [0, 1]));
    const groups = [0, 1, 2, 3].flatMap((g) => {
      const members = cells.flatMap(({ group }, i) => (group === g ? [i] : []));
      return counts[g]! >= 0 && members.length > 0 ? [{ cells: members, count: counts[g]! }] : [];
    });
    return { width, height, domains, groups };
  });

const holds = (c: Case, values: readonly number[]) => isShading(c.width, values, c.groups);

function build(c: Case, full: boolean) {
  const m = new Model();
  const xs = c.domains.map((d) => m.intVarFromValues(d));
  const edges = gridCellEdges(c.width, c.height);
  const p = m.post(new CycleBudget(xs, edges, c.groups));
  if (full) {
    for (const [u, v] of edges) m.linear([1, 1], [xs[u]!, xs[v]!], "<=", 1);
    for (const g of c.groups)
      m.linear(
        g.cells.map(() => 1),
        g.cells.map((i) => xs[i]!),
        "=",
        g.count,
      );
    m.post(new Connected(xs, edges, 0));
  }
  return { m, xs, p };
}

describe("CycleBudget", () => {
  it("decides a 3x3 grid whose one room asks for 4: only the corners leave the unshaded cells joined", () => {
    const m = new Model();
    const xs = m.intVars(9, 0, 1);
    m.post(new CycleBudget(xs, gridCellEdges(3, 3), [{ cells: [0, 1, 2, 3, 4, 5, 6, 7, 8], count: 4 }]));
    expect(m.propagate()).toBe(true);
    // Four corners use the 4 squares; an edge cell would use 2, the centre 3.
    expect(xs.map((x) => m.values(x).join(""))).toEqual(["1", "0", "1", "0", "0", "0", "1", "0", "1"]);
  });

  it("fails a room that asks for more cells than fit apart, and an unshaded 2x2 block with no slack", () => {
    const m = new Model();
    const xs = m.intVars(4, 0, 1);
    // A 2x2 room cannot hold 3 shaded cells, none side by side.
    m.post(new CycleBudget(xs, gridCellEdges(2, 2), [{ cells: [0, 1, 2, 3], count: 3 }]));
    expect(m.propagate()).toBe(false);
    const m2 = new Model();
    const ys = m2.intVars(6, 0, 1);
    // 3x2, one square per column pair: B = 2. A corner shaded uses 1; the unshaded 2x2 on the right closes a cycle.
    m2.post(new CycleBudget(ys, gridCellEdges(3, 2), [{ cells: [0], count: 1 }]));
    for (const i of [1, 2, 4, 5]) m2.remove(ys[i]!, 1);
    expect(m2.propagate()).toBe(true);
    m2.post(new CycleBudget(ys, gridCellEdges(3, 2), [{ cells: [3], count: 1 }]));
    expect(m2.propagate()).toBe(false);
  });

  it("keeps every shading of small grids, and with the model's rules finds exactly them", () => {
    fc.assert(
      fc.property(caseArb, fc.boolean(), (c, learning) => {
        const want = expectedSolutions(c, holds);
        const alone = build(c, false);
        if (!alone.m.propagate()) expect(want).toEqual([]);
        else
          for (const s of want.map((k) => k.split(",").map(Number)))
            for (let i = 0; i < s.length; i++) expect(alone.m.has(alone.xs[i]!, s[i]!)).toBe(true);
        const r = build(c, true).m.solve({ limit: Number.POSITIVE_INFINITY, learning });
        expect(r.complete).toBe(true);
        expect(r.solutions.map(solutionKey).sort()).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it("explains every inference and failure by a valid implication", () => {
    assertExplainsByReference(caseArb, (c) => build(c, false), holds, 12, 1000);
  });

  it("explains by the unshaded cycle when the cycle takes the last square", () => {
    // 4x2, 3 squares; a room of cells 1, 2 and 7 holds 2, and a room of 0 holds the rest. A reason that leaves
    // out the unshaded cells' cycle is wrong here (the property below finds this case only now and then).
    const c: Case = {
      width: 4,
      height: 2,
      domains: [[0], [0, 1], [0, 1], [0], [0], [0, 1], [0, 1], [1]],
      groups: [
        { cells: [0, 3, 4, 5, 6], count: 0 },
        { cells: [1, 2, 7], count: 2 },
      ],
    };
    const { m, xs, p } = build(c, false);
    const meaning = (value: (x: number) => number) =>
      holds(
        c,
        xs.map((x) => value(x)),
      );
    const report = checkExplanations(m, new Map([[p, meaning]]), [
      [0, 0, true],
      [0, 0, false],
    ]);
    expect(report.inferences + report.conflicts).toBeGreaterThan(0);
  });

  it("refuses a variable listed twice, bad edges and cells in two groups", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 1);
    expect(() => new CycleBudget([x!, x!], [[0, 1]])).toThrow(RangeError);
    expect(() => new CycleBudget([x!, y!], [[0, 2]])).toThrow(RangeError);
    expect(
      () =>
        new CycleBudget(
          [x!, y!],
          [
            [0, 1],
            [1, 0],
          ],
        ),
    ).toThrow(RangeError);
    expect(
      () =>
        new CycleBudget(
          [x!, y!],
          [[0, 1]],
          [
            { cells: [0], count: 1 },
            { cells: [0, 1], count: 1 },
          ],
        ),
    ).toThrow(RangeError);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { checkExplanations } from "../testing/explanations.js";
import { randomDecisions } from "../testing/random-decisions.js";
import { Acyclic, type ChoiceEdge } from "./acyclic.js";
import { SMALL_GRIDS } from "./grid-cases.test-helpers.js";

// Slant's grid: a `w` x `h` grid of cells, each variable 0 (`\`, top-left to bottom-right point) or 1 (`/`),
// over the (w + 1) x (h + 1) grid points.
function slantEdges(w: number, vars: readonly number[]): ChoiceEdge[] {
  const point = (r: number, c: number) => r * (w + 1) + c;
  return vars.flatMap((variable, i) => {
    const [r, c] = [Math.floor(i / w), i % w];
    return [
      { variable, value: 0, a: point(r, c), b: point(r + 1, c + 1) },
      { variable, value: 1, a: point(r, c + 1), b: point(r + 1, c) },
    ];
  });
}

// The reference, sharing nothing with the propagator: a graph is a forest when it has as many components as
// nodes less edges (counted by flood fill).
function isForest(nodes: number, edges: readonly (readonly [number, number])[]): boolean {
  const adjacent = Array.from({ length: nodes }, () => [] as number[]);
  for (const [a, b] of edges) {
    adjacent[a]!.push(b);
    adjacent[b]!.push(a);
  }
  const seen = new Uint8Array(nodes);
  let parts = 0;
  for (let s = 0; s < nodes; s++) {
    if (seen[s]) continue;
    parts++;
    const todo = [s];
    seen[s] = 1;
    while (todo.length > 0)
      for (const y of adjacent[todo.pop()!]!)
        if (!seen[y]) {
          seen[y] = 1;
          todo.push(y);
        }
  }
  return parts === nodes - edges.length;
}

function slant(w: number, h: number) {
  const m = new Model();
  const xs = m.intVars(w * h, 0, 1);
  const edges = slantEdges(w, xs);
  const p = m.post(new Acyclic((w + 1) * (h + 1), edges));
  const meaning = (value: (x: number) => number) =>
    isForest(
      (w + 1) * (h + 1),
      edges.filter((e) => value(e.variable) === e.value).map((e) => [e.a, e.b] as const),
    );
  return { m, xs, p, meaning };
}

/** How many assignments of `n` 0/1 variables `ok` takes. */
function count(n: number, ok: (values: number[]) => boolean): number {
  let found = 0;
  for (let k = 0; k < 2 ** n; k++) if (ok(Array.from({ length: n }, (_, i) => (k >> i) & 1))) found++;
  return found;
}

describe("acyclic", () => {
  it("finds exactly the loop-free Slant grids of small sizes, with plain and learning search", () => {
    for (const [w, h] of SMALL_GRIDS) {
      const { meaning } = slant(w, h);
      const want = count(w * h, (values) => meaning((x) => values[x]!));
      for (const learning of [false, true]) {
        const r = slant(w, h).m.solve({ limit: Number.POSITIVE_INFINITY, learning });
        expect(r.complete).toBe(true);
        expect(r.solutions.length).toBe(want);
      }
    }
    // The 2x2 has one loop: the diamond around its middle point.
    expect(slant(2, 2).m.solve({ limit: Number.POSITIVE_INFINITY }).solutions.length).toBe(15);
  });

  it("removes the diagonal that would close a loop, naming the cells of the path", () => {
    const { m, xs } = slant(2, 2);
    m.explaining = true;
    // Three sides of the diamond: r1c1 /, r1c2 \, r2c1 \: r2c2 cannot be /.
    expect(m.assign(xs[0]!, 1) && m.assign(xs[1]!, 0) && m.assign(xs[2]!, 0)).toBe(true);
    expect(m.propagate()).toBe(true);
    expect(m.values(xs[3]!)).toEqual([0]);
    const removal = m.removals.find((r) => r.variable === xs[3]);
    expect(removal?.reason?.rule).toBe("acyclic.cycle");
    expect([...(removal?.reason?.vars ?? [])].sort()).toEqual([xs[0], xs[1], xs[2], xs[3]].sort());
  });

  it("gives valid explanations to a learning search", () => {
    fc.assert(
      fc.property(randomDecisions({ minLength: 0, maxLength: 9 }), (decisions) => {
        const { m, p, meaning } = slant(3, 3);
        checkExplanations(m, new Map([[p, meaning]]), decisions);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses an edge outside the nodes or from a node to itself", () => {
    const m = new Model();
    const [x] = m.intVars(1, 0, 1);
    expect(() => new Acyclic(2, [{ variable: x!, value: 0, a: 0, b: 2 }])).toThrow(RangeError);
    expect(() => new Acyclic(2, [{ variable: x!, value: 0, a: 1, b: 1 }])).toThrow(RangeError);
    expect(() => new Acyclic(2, [{ variable: x!, value: 0, a: 0.5, b: 1 }])).toThrow(
      /not two of the 2 nodes/,
    );
  });
});

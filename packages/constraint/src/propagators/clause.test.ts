import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";

// A random small model: variables of 0..1 or 0..3 (two-valued ones have one atom, so "x = 1" and "x != 0"
// are the same literal to the learner), a few all-differents or sums to make it non-trivial, and random
// clauses over the variables, a variable possibly named twice in one clause.
const lit = fc.record({ x: fc.nat(), v: fc.integer({ min: -1, max: 4 }), equal: fc.boolean() });
const spec = fc.record({
  sizes: fc.array(fc.constantFrom(2, 4), { minLength: 2, maxLength: 6 }),
  sums: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), k: fc.integer({ min: 0, max: 6 }) }), {
    maxLength: 2,
  }),
  clauses: fc.array(fc.array(lit, { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
});
type Spec = typeof spec extends fc.Arbitrary<infer T> ? T : never;

/** The model of `s` with each clause posted as `Model.clause` (`asClause`) or as the table of its tuples. */
function build(s: Spec, asClause: boolean): Model {
  const m = new Model();
  const n = s.sizes.length;
  const vars = s.sizes.map((size) => m.intVar(0, size - 1));
  for (const { a, b, k } of s.sums)
    if (a % n !== b % n) m.linear([1, 1], [vars[a % n]!, vars[b % n]!], "<=", k);
  for (const c of s.clauses) {
    const lits = c.map(({ x, v, equal }) => ({ x: vars[x % n]!, v, equal }));
    if (asClause) {
      m.clause(
        lits.filter((l) => l.equal).map((l) => [l.x, l.v] as const),
        lits.filter((l) => !l.equal).map((l) => [l.x, l.v] as const),
      );
      continue;
    }
    const scope = [...new Set(lits.map((l) => l.x))];
    const tuples: number[][] = [[]];
    for (const x of scope) {
      const next: number[][] = [];
      for (const t of tuples) for (const v of m.values(x)) next.push([...t, v]);
      tuples.splice(0, tuples.length, ...next);
    }
    const holds = (t: number[]) => lits.some((l) => (t[scope.indexOf(l.x)] === l.v) === l.equal);
    m.table(scope, tuples.filter(holds));
  }
  return m;
}

const key = (s: readonly number[]) => s.join(",");

describe("Model.clause", () => {
  it("has the solutions of the same rule as a table, with learning and without", () => {
    fc.assert(
      fc.property(spec, (s) => {
        const want = build(s, false).solve({ limit: Number.POSITIVE_INFINITY }).solutions.map(key).sort();
        for (const learning of [true, false]) {
          const got = build(s, true).solve({ limit: Number.POSITIVE_INFINITY, learning });
          expect(got.complete).toBe(true);
          expect(got.solutions.map(key).sort()).toEqual(want);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps counts exact at limit 2 and on a second search of the same model", () => {
    fc.assert(
      fc.property(spec, (s) => {
        const want = build(s, false).solve({ limit: 2 }).solutions.length;
        const m = build(s, true);
        // Learning first, then without (clauses posted as propagators), then learning again with them posted.
        for (const learning of [true, false, true])
          expect(
            m.solve({ limit: 2, learning: learning ? { restartBase: 1 } : false }).solutions.length,
          ).toBe(want);
      }),
      { numRuns: 150 },
    );
  });

  it("propagates at the root of a learning search: a unit clause fixes, a false clause ends it", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 3);
    m.clause([[x!, 2]]);
    m.clause([[y!, 1]], [[x!, 2]]);
    expect(m.solve({ limit: 5, learning: true }).solutions).toEqual([[2, 1]]);
    m.clause([[x!, 7]]);
    const none = m.solve({ limit: 5, learning: true });
    expect(none.solutions).toEqual([]);
    expect(none.complete).toBe(true);
  });

  it("refuses a variable the model does not have", () => {
    expect(() => new Model().clause([[0, 1]])).toThrow(RangeError);
  });
});

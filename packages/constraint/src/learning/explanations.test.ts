// Every explanation a built-in propagator gives must be a valid implication: with its constraint, the
// reason's literals force the inferred literal (or, for a failure, cannot all hold). Checked by brute force
// (@gridsmith/constraint/testing) on random CSPs driven by random decisions, for every inference.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Constraint, type Csp, constraintArb, modelOf, satisfies } from "../brute.test-helpers.js";
import { Model } from "../model.js";
import { checkExplanations, explanationTally, type Meaning, randomDecisions } from "../testing/index.js";

const meaningOf =
  (c: Constraint): Meaning =>
  (value) => {
    const a: number[] = [];
    for (const x of c.vars) a[x] = value(x);
    return satisfies(a, c);
  };

/** Denser than the solver tests' CSPs (3-6 variables, 2-5 values each), so that decisions infer things. */
const denseCspArb: fc.Arbitrary<Csp> = fc.integer({ min: 3, max: 6 }).chain((n) =>
  fc.record({
    domains: fc.array(fc.uniqueArray(fc.integer({ min: -1, max: 5 }), { minLength: 2, maxLength: 5 }), {
      minLength: n,
      maxLength: n,
    }),
    constraints: fc.array(constraintArb(n), { minLength: 1, maxLength: 4 }),
  }),
);

const decisionsArb = randomDecisions({ maxLength: 8, maxVariable: 50, maxValue: 50 });

describe("explanations are valid implications (brute force)", () => {
  for (const kind of ["allDifferent", "table", "linear", "regular"] as const) {
    it(`of ${kind}`, () => {
      const tally = explanationTally();
      // Random tables and automata are mostly unsatisfiable at once: keep the models search can get into.
      const only = denseCspArb.filter((csp) => {
        if (!csp.constraints.some((c) => c.kind === kind)) return false;
        const m = modelOf(csp);
        return m.propagate();
      });
      fc.assert(
        fc.property(only, decisionsArb, (csp, decisions) => {
          const m = modelOf(csp);
          const meanings = new Map(csp.constraints.map((c, p) => [p, meaningOf(c)]));
          tally.check(m, meanings, decisions);
        }),
        { numRuns: 400 },
      );
      // Only that the test checked something: over 30 seeds the counts were 165-243 (allDifferent), 44-89
      // (table), 146-226 (linear) and 42-81 (regular), so 10 is far below any run's.
      expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(10);
    });
  }

  it("name no literal for a value past what a variable had at the root (it has no atom there)", () => {
    // x1 is fixed to 0 at the root by the table, so it owns one atom; all-different once asked whether x1 held
    // 1, read the next variable's atom, and explained x4 != 0 by nothing.
    const csp: Csp = {
      domains: [
        [4, 0],
        [0, 1],
        [3, 2],
        [3, -1, 2],
        [1, 0],
      ],
      constraints: [
        { kind: "allDifferent", vars: [1, 4, 0], offsets: [-1, 0, 0] },
        { kind: "table", vars: [2, 1], tuples: [[2, 0]] },
      ],
    };
    const m = modelOf(csp);
    const meanings = new Map(csp.constraints.map((c, p) => [p, meaningOf(c)]));
    const report = checkExplanations(m, meanings, [
      [0, 0, true],
      [0, 0, false],
    ]);
    expect(report.inferences).toBeGreaterThan(0);
  });

  it("catch a reason that does not imply its inference", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 3);
    // x < y, explained by nothing at all: wrong as soon as it infers anything past the root.
    const p = m.post({
      name: "less",
      vars: [x!, y!],
      propagate: (mm) => mm.removeAbove(x!, mm.max(y!) - 1) && mm.removeBelow(y!, mm.min(x!) + 1),
      explain: () => {},
    });
    expect(() => checkExplanations(m, new Map([[p, (v) => v(x!) < v(y!)]]), [[1, 0, true]])).toThrow(
      /less explained/,
    );
  });
});

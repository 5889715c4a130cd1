import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputOrder } from "./branchers.js";
import { bruteForce, cspArb, modelOf, post, sortedKeys } from "./brute.test-helpers.js";
import { engineSolutions, expectBruteForceSolutions, expectLimitTwo } from "./csp-solutions.test-helpers.js";
import { Model } from "./model.js";

describe("random CSPs against brute force", () => {
  it("finds exactly the solutions enumeration finds", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        expectBruteForceSolutions(csp);
      }),
      { numRuns: 400 },
    );
  });

  it("finds the same solutions whatever the brancher and value order", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        const expected = sortedKeys(bruteForce(csp));
        const order = [...csp.domains.keys()].reverse();
        expect(sortedKeys(engineSolutions(csp, { valueOrder: "max" }))).toEqual(expected);
        expect(sortedKeys(engineSolutions(csp, { brancher: inputOrder(order) }))).toEqual(expected);
        const middle = (m: Model, x: number) => m.values(x)[m.size(x) >> 1]!;
        expect(sortedKeys(engineSolutions(csp, { valueOrder: middle }))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it("never loses a solution in root propagation, and fails exactly when the model is unsatisfiable by it", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        const solutions = bruteForce(csp);
        const m = new Model();
        const xs = post(m, csp);
        const ok = m.propagate();
        if (solutions.length > 0) expect(ok).toBe(true);
        if (!ok) return;
        for (const s of solutions) expect(xs.every((x, i) => m.has(x, s[i]!))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("with limit 1 the solution found is a real one; with limit 2 the count proves uniqueness or not", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        const all = bruteForce(csp);
        const m = modelOf(csp);
        const one = m.solve({ limit: 1 });
        expect(one.count).toBe(Math.min(1, all.length));
        if (one.count === 1) expect(sortedKeys(all)).toContain(one.solutions[0]!.join(","));
        expectLimitTwo(csp);
      }),
      { numRuns: 200 },
    );
  });
});

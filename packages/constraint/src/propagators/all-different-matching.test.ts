import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { explanationTally, randomDecisions } from "../testing/index.js";
import { AllDifferentMatching } from "./all-different-matching.js";

/** Small all-different problems: 2-6 variables over values -1..5, each with 1-5 of them. */
const domainsArb = fc.array(fc.uniqueArray(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 5 }), {
  minLength: 2,
  maxLength: 6,
});

/** Every assignment of different values, by enumeration. */
function allDifferentSolutions(domains: number[][]): number[][] {
  const out: number[][] = [];
  const walk = (i: number, used: number[]) => {
    if (i === domains.length) {
      out.push([...used]);
      return;
    }
    for (const v of domains[i]!) {
      if (used.includes(v)) continue;
      used.push(v);
      walk(i + 1, used);
      used.pop();
    }
  };
  walk(0, []);
  return out;
}

function postMatching(domains: number[][]): { m: Model; xs: number[]; p: number } {
  const m = new Model();
  const xs = domains.map((d) => m.intVarFromValues(d));
  const p = m.post(new AllDifferentMatching(m, xs));
  return { m, xs, p };
}

describe("allDifferent with domain consistency (matching)", () => {
  it("keeps exactly the values some solution uses, and fails exactly when there is none", () => {
    fc.assert(
      fc.property(domainsArb, (domains) => {
        const solutions = allDifferentSolutions(domains);
        const { m, xs } = postMatching(domains);
        const ok = m.propagate();
        expect(ok).toBe(solutions.length > 0);
        if (!ok) return;
        xs.forEach((x, i) => {
          const supported = [...new Set(solutions.map((s) => s[i]!))].sort((a, b) => a - b);
          expect(m.values(x)).toEqual(supported);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("stays domain consistent through a search and its undos", () => {
    fc.assert(
      fc.property(domainsArb, (domains) => {
        const { m } = postMatching(domains);
        const r = m.solve({ limit: Number.POSITIVE_INFINITY });
        expect(r.count).toBe(allDifferentSolutions(domains).length);
        // With every value supported, the search never fails below a root that did not.
        expect(r.stats.failures).toBe(r.count > 0 ? 0 : 1);
      }),
      { numRuns: 300 },
    );
  });

  it("sees a Hall set the singles miss: three variables sharing two values", () => {
    const m = new Model();
    const [a, b, c, d] = [m.intVar(1, 2), m.intVar(1, 2), m.intVar(1, 3), m.intVar(1, 3)];
    m.allDifferent([a!, b!, c!, d!], undefined, { consistency: "domain" });
    expect(m.propagate()).toBe(false);
    const n = new Model();
    const [e, f, g] = [n.intVar(1, 2), n.intVar(1, 2), n.intVar(1, 3)];
    n.allDifferent([e!, f!, g!], undefined, { consistency: "domain" });
    expect(n.propagate()).toBe(true);
    expect(n.values(g!)).toEqual([3]);
  });

  it("explains each removal and failure by a valid Hall set (brute force)", () => {
    const tally = explanationTally();
    fc.assert(
      fc.property(
        domainsArb,
        fc.integer({ min: -2, max: 20 }),
        randomDecisions({ maxLength: 6, maxVariable: 50, maxValue: 50 }),
        (domains, bound, decisions) => {
          const { m, xs, p } = postMatching(domains);
          // A sum bound (not checked) narrows domains behind the matching's back, so that it fails too: on
          // its own, a domain consistent propagator never fails below a root that did not.
          m.linear(
            xs.map(() => 1),
            xs,
            "<=",
            bound,
          );
          const meaning = (value: (x: number) => number) => new Set(xs.map(value)).size === xs.length;
          tally.check(m, new Map([[p, meaning]]), decisions);
        },
      ),
      // A fixed seed: the tally below holds the draws to having reached conflicts, and 400 fresh draws
      // reach 10 to 14 of them (seeds 1-6) but once reached only 3 (a CI run of branch ci21) and failed it.
      // Seed 2 reaches 14 conflicts and 296 inferences.
      { numRuns: 400, seed: 2 },
    );
    // Only that the test checked something of each kind.
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(10);
    expect(tally.checked.conflicts, "conflicts checked").toBeGreaterThan(3);
  });

  it("learning search counts the same with it", () => {
    fc.assert(
      fc.property(domainsArb, (domains) => {
        const { m } = postMatching(domains);
        const r = m.solve({ limit: Number.POSITIVE_INFINITY, learning: true });
        expect(r.count).toBe(allDifferentSolutions(domains).length);
      }),
      { numRuns: 200 },
    );
  });

  it("takes no offsets", () => {
    const m = new Model();
    const xs = m.intVars(2, 0, 2);
    expect(() => m.allDifferent(xs, [0, 1], { consistency: "domain" })).toThrow(/offsets/);
  });
});

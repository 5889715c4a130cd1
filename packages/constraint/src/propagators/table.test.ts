import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";

const tableCase = fc.integer({ min: 1, max: 3 }).chain((k) =>
  fc.record({
    domains: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }), {
      minLength: k,
      maxLength: k,
    }),
    tuples: fc.array(fc.array(fc.integer({ min: -1, max: 5 }), { minLength: k, maxLength: k }), {
      maxLength: 15,
    }),
    removals: fc.array(fc.tuple(fc.nat(k - 1), fc.integer({ min: 0, max: 4 })), { maxLength: 4 }),
  }),
);

describe("table", () => {
  it("is domain consistent, also after later removals (incremental reduction)", () => {
    fc.assert(
      fc.property(tableCase, ({ domains, tuples, removals }) => {
        const m = new Model();
        const xs = domains.map((d) => m.intVarFromValues(d));
        m.table(xs, tuples);
        // The reference: tuples inside the current domains, where the domains are tracked as plain sets.
        const sets = domains.map((d) => new Set(d));
        // The first step removes nothing (a value no domain has) and checks root propagation.
        const steps: [number, number][] = [[0, -99], ...removals];
        for (const [i, v] of steps) {
          sets[i]!.delete(v);
          const support = tuples.filter((t) => t.every((u, j) => sets[j]!.has(u)));
          const ok = m.remove(xs[i]!, v) && m.propagate();
          expect(ok).toBe(support.length > 0);
          if (!ok) return;
          xs.forEach((x, j) => {
            const projection = [...new Set(support.map((t) => t[j]!))].sort((a, b) => a - b);
            expect(m.values(x)).toEqual(projection);
            sets[j] = new Set(projection);
          });
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a variable listed twice only matches tuples that repeat its value", () => {
    const m = new Model();
    const x = m.intVar(0, 3);
    m.table(
      [x, x],
      [
        [0, 1],
        [2, 2],
      ],
    );
    expect(m.propagate()).toBe(true);
    expect(m.value(x)).toBe(2);
  });

  it("an empty table fails", () => {
    const m = new Model();
    m.table([m.intVar(0, 1)], []);
    expect(m.propagate()).toBe(false);
  });
});

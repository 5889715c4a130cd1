import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { supportWordStarts } from "./supports.js";
import { rowsByValue } from "./table.js";

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

  it("tables posted from one tuples array each read their own variables, whatever the layout", () => {
    fc.assert(
      fc.property(tableCase, fc.integer({ min: -3, max: 3 }), ({ domains, tuples, removals }, shift) => {
        // One array posted on three scopes of their own variables: the domains as drawn, the same shifted (other
        // lowest values, so other offsets), and the first variable in the second position too; then the
        // array is changed and posted on a fourth. Each table must read the tuples as they were when posted.
        const m = new Model();
        const vars = (d: number[][]) => d.map((values) => m.intVarFromValues(values));
        const plain = vars(domains);
        const shifted = vars(domains.map((d) => d.map((v) => v + shift)));
        const own = vars(domains);
        const repeated = own.map((x, j) => (j === 1 ? own[0]! : x));
        for (const scope of [plain, shifted, repeated]) m.table(scope, tuples);
        const first = tuples.map((t) => [...t]);
        for (const t of tuples) t.reverse();
        const again = vars(domains);
        m.table(again, tuples);
        for (const [i, v] of removals) {
          // Removing a variable's last value fails the model before any table runs: nothing to compare.
          if (!m.remove(plain[i]!, v) || !m.remove(shifted[i]!, v + shift)) return;
        }
        const cases = [
          { scope: plain, list: first },
          { scope: shifted, list: first },
          { scope: repeated, list: first },
          { scope: again, list: tuples },
        ];
        // Each table alone on its variables: its fixpoint is the projection of the tuples still allowed.
        const supports = cases.map(({ scope, list }) =>
          list.filter((t) => t.every((u, j) => m.has(scope[j]!, u) && u === t[scope.indexOf(scope[j]!)])),
        );
        const ok = m.propagate();
        expect(ok).toBe(supports.every((support) => support.length > 0));
        if (!ok) return;
        cases.forEach(({ scope }, c) => {
          scope.forEach((x, j) => {
            const projection = [...new Set(supports[c]!.map((t) => t[j]!))].sort((a, b) => a - b);
            expect(m.values(x)).toEqual(projection);
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it("lists, for each position and value, exactly the tuples holding it, in tuple order (as a scan meets them)", () => {
    fc.assert(
      fc.property(tableCase, ({ domains, tuples }) => {
        const m = new Model();
        const xs = domains.map((d) => m.intVarFromValues(d));
        const kept = tuples.filter((t) =>
          t.every((u, j) => u >= m.offset(xs[j]!) && u <= 31 + m.offset(xs[j]!)),
        );
        const arity = xs.length;
        const offsets = Int32Array.from(kept.flat(), (v, c) => v - m.offset(xs[c % arity]!));
        const supStart = supportWordStarts(m, xs);
        const { start, rows } = rowsByValue(offsets, arity, kept.length, supStart);
        xs.forEach((x, p) => {
          for (let o = 0; o < 32; o++) {
            const slot = supStart[p]! * 32 + o;
            const scan = kept.flatMap((t, i) => (t[p] === m.offset(x) + o ? [i] : []));
            expect([...rows.subarray(start[slot]!, start[slot + 1]!)]).toEqual(scan);
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});

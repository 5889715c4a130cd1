import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nonogramDfa, runsOf } from "../brute.test-helpers.js";
import { Model } from "../model.js";

function lines(n: number): number[][] {
  return Array.from({ length: 1 << n }, (_, bits) => Array.from({ length: n }, (_, i) => (bits >> i) & 1));
}

const lineCase = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    clue: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
    // Cells known beforehand: -1 unknown, else 0 or 1.
    known: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: n, maxLength: n }),
  }),
);

describe("regular as a nonogram line", () => {
  it("accepts exactly the lines whose runs are the clue", () => {
    fc.assert(
      fc.property(lineCase, ({ n, clue }) => {
        const expected = lines(n).filter((l) => runsOf(l).join() === clue.join());
        const m = new Model();
        const cells = m.intVars(n, 0, 1);
        m.regular(cells, nonogramDfa(clue));
        const r = m.solve({ limit: Number.POSITIVE_INFINITY });
        expect(r.solutions.map(String).sort()).toEqual(expected.map(String).sort());
      }),
      { numRuns: 150 },
    );
  });

  it("is domain consistent: after propagation each cell keeps exactly the values some fitting line uses", () => {
    fc.assert(
      fc.property(lineCase, ({ n, clue, known }) => {
        const fitting = lines(n).filter(
          (l) => runsOf(l).join() === clue.join() && l.every((v, i) => known[i] === -1 || known[i] === v),
        );
        const m = new Model();
        const cells = m.intVars(n, 0, 1);
        m.regular(cells, nonogramDfa(clue));
        known.forEach((v, i) => {
          if (v >= 0) m.assign(cells[i]!, v);
        });
        const ok = m.propagate();
        expect(ok).toBe(fitting.length > 0);
        if (!ok) return;
        cells.forEach((c, i) => {
          expect(m.values(c)).toEqual([...new Set(fitting.map((l) => l[i]!))].sort());
        });
      }),
      { numRuns: 200 },
    );
  });

  it("solves the line 3 1 in 7 cells partly: the middle of the 3 is sure", () => {
    const m = new Model();
    const cells = m.intVars(7, 0, 1);
    m.regular(cells, nonogramDfa([3, 1]));
    expect(m.propagate()).toBe(true);
    expect(cells.map((c) => (m.isFixed(c) ? m.value(c) : "?")).join("")).toBe("??1????");
  });

  it("refuses a malformed automaton", () => {
    const m = new Model();
    const xs = m.intVars(2, 0, 1);
    expect(() => m.regular(xs, { states: 2, initial: 3, accepting: [1], transitions: [] })).toThrow(
      RangeError,
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FixedHistory } from "./sized-regions-history.js";

// Up to 30 cells, each with a value (0: open; past n: ignored) and a fixing entry (-1: before the search; ties
// allowed), and the entries and values asked about.
const cellsArb = fc.integer({ min: 1, max: 30 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    value: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: n + 2 })), {
      minLength: n,
      maxLength: n,
    }),
    entry: fc.array(fc.integer({ min: -1, max: 40 }), { minLength: n, maxLength: n }),
    asked: fc.array(fc.tuple(fc.integer({ min: -1, max: 42 }), fc.integer({ min: -1, max: n + 2 })), {
      minLength: 1,
      maxLength: 20,
    }),
  }),
);

// Plainly: the cells of value 1 .. n fixed before `at`, counted per value, each count rounded up to whole
// regions of its value.
function plain(n: number, value: number[], entry: number[], at: number) {
  const counted = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < n; i++) if (value[i]! >= 1 && value[i]! <= n && entry[i]! < at) counted[value[i]!]!++;
  let slack = n;
  for (let w = 1; w <= n; w++) slack -= Math.ceil(counted[w]! / w) * w;
  return { slack, counted };
}

describe("FixedHistory", () => {
  it("gives the slack and the count of each value among the cells fixed before any entry, as a plain count", () => {
    fc.assert(
      fc.property(cellsArb, ({ n, value, entry, asked }) => {
        const h = new FixedHistory(n);
        // Built twice over other cells first: nothing of an earlier build may be left.
        for (const values of [value.map((v) => (v === 0 ? 1 : 0)), value]) {
          h.value.set(values);
          h.entry.set(entry);
          h.build();
        }
        for (const [at, v] of asked) {
          const { slack, counted } = plain(n, value, entry, at);
          expect(h.slackBefore(at)).toBe(slack);
          expect(h.countBefore(v, at)).toBe(v >= 1 && v <= n ? counted[v] : 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

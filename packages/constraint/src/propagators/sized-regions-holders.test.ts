import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { countHolders } from "./sized-regions-holders.js";

// Variables of 1 to 70 values (one word and several), from offsets 0 to 3, narrowed by removals and bounds.
const domainArb = fc.record({
  lo: fc.integer({ min: 0, max: 3 }),
  width: fc.integer({ min: 1, max: 70 }),
  removed: fc.array(fc.integer({ min: 0, max: 75 }), { maxLength: 30 }),
  above: fc.integer({ min: 0, max: 80 }),
  below: fc.integer({ min: 0, max: 10 }),
});

describe("countHolders", () => {
  it("counts, per value in range, the variables whose domain has it (as `has` answers)", () => {
    fc.assert(
      fc.property(
        fc.array(domainArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 75 }),
        (domains, from, to) => {
          const m = new Model();
          const xs = domains.map((d) => {
            const x = m.intVar(d.lo, d.lo + d.width - 1);
            for (const v of d.removed) if (m.size(x) > 1) m.remove(x, v);
            if (d.above >= m.min(x)) m.removeAbove(x, d.above);
            if (d.below <= m.max(x)) m.removeBelow(x, d.below);
            return x;
          });
          const counts = new Int32Array(80).fill(-7);
          countHolders(m, xs, from, to, counts);
          for (let v = 0; v < 80; v++) {
            const expected = v < from || v > to ? -7 : xs.filter((x) => m.has(x, v)).length;
            expect(counts[v]).toBe(expected);
          }
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { countHolders, heldWord } from "./sized-regions-holders.js";

// Variables of 1 to 70 values (one word and several), from offsets 0 to 3, narrowed by removals and bounds.
const domainArb = fc.record({
  lo: fc.integer({ min: 0, max: 3 }),
  width: fc.integer({ min: 1, max: 70 }),
  removed: fc.array(fc.integer({ min: 0, max: 75 }), { maxLength: 30 }),
  above: fc.integer({ min: 0, max: 80 }),
  below: fc.integer({ min: 0, max: 10 }),
});

// A model of such variables.
function narrowed(
  domains: readonly { lo: number; width: number; removed: number[]; above: number; below: number }[],
) {
  const m = new Model();
  const xs = domains.map((d) => {
    const x = m.intVar(d.lo, d.lo + d.width - 1);
    for (const v of d.removed) if (m.size(x) > 1) m.remove(x, v);
    if (d.above >= m.min(x)) m.removeAbove(x, d.above);
    if (d.below <= m.max(x)) m.removeBelow(x, d.below);
    return x;
  });
  return { m, xs };
}

describe("heldWord", () => {
  it("has bit v - 32k set exactly when the domain has v, for v in 2 .. top", () => {
    const wide = fc.record({
      lo: fc.integer({ min: -40, max: 70 }),
      width: fc.integer({ min: 1, max: 100 }),
      removed: fc.array(fc.integer({ min: -40, max: 170 }), { maxLength: 40 }),
      above: fc.integer({ min: -40, max: 170 }),
      below: fc.integer({ min: -40, max: 170 }),
    });
    fc.assert(
      fc.property(wide, fc.integer({ min: 0, max: 170 }), (d, top) => {
        const { m, xs } = narrowed([d]);
        const x = xs[0]!;
        for (let k = 0; k * 32 <= 180; k++) {
          const w = heldWord(m, x, k, top);
          for (let j = 0; j < 32; j++) {
            const v = 32 * k + j;
            expect(((w >>> j) & 1) === 1).toBe(v >= 2 && v <= top && m.has(x, v));
          }
        }
      }),
    );
  });
});

describe("countHolders", () => {
  it("counts, per value in range, the variables whose domain has it (as `has` answers)", () => {
    fc.assert(
      fc.property(
        fc.array(domainArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 75 }),
        (domains, from, to) => {
          const { m, xs } = narrowed(domains);
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

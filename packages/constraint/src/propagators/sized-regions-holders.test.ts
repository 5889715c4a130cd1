import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { heldWord } from "./sized-regions-holders.js";

// One variable of 1 to 100 values (one word and several), from offsets -40 to 70, narrowed by removals and
// bounds.
const narrowedArb = fc.record({
  lo: fc.integer({ min: -40, max: 70 }),
  width: fc.integer({ min: 1, max: 100 }),
  removed: fc.array(fc.integer({ min: -40, max: 170 }), { maxLength: 40 }),
  above: fc.integer({ min: -40, max: 170 }),
  below: fc.integer({ min: -40, max: 170 }),
});

describe("heldWord", () => {
  it("has bit v - 32k set exactly when the domain has v, for v in 2 .. top (as `has` answers)", () => {
    fc.assert(
      fc.property(narrowedArb, fc.integer({ min: 0, max: 170 }), (d, top) => {
        const m = new Model();
        const x = m.intVar(d.lo, d.lo + d.width - 1);
        for (const v of d.removed) if (m.size(x) > 1) m.remove(x, v);
        if (d.above >= m.min(x)) m.removeAbove(x, d.above);
        if (d.below <= m.max(x)) m.removeBelow(x, d.below);
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

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "./rng.js";

describe("createRng", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps next() in [0, 1) and int(n) in [0, n)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          const k = rng.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
        }
      }),
    );
  });

  it("spreads int(10) roughly evenly", () => {
    const rng = createRng(7);
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 10000; i++) counts[rng.int(10)]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it("shuffles into a permutation of the same items", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const shuffled = createRng(seed).shuffle([...items]);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });

  it("rejects int(0) and pick([])", () => {
    const rng = createRng(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

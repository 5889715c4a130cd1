import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rootOf } from "./union-find.js";

describe("rootOf", () => {
  it("finds the root of a chain and halves the path to it", () => {
    // 4 -> 3 -> 2 -> 1 -> 0.
    const parent = Int32Array.from([0, 0, 1, 2, 3]);
    expect(rootOf(parent, 4)).toBe(0);
    expect(Array.from(parent)).toEqual([0, 0, 0, 2, 2]);
    expect(rootOf(parent, 0)).toBe(0);
  });

  it("puts two cells in one set exactly when joins connect them (against a plain flood)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 12 }),
        fc.nat(7),
        fc.nat(7),
        (joins, a, b) => {
          const parent = Int32Array.from({ length: 8 }, (_, i) => i);
          for (const [u, v] of joins) parent[rootOf(parent, u)] = rootOf(parent, v);
          const seen = new Set([a]);
          for (let grew = true; grew; ) {
            grew = false;
            for (const [u, v] of joins)
              for (const [x, y] of [
                [u, v],
                [v, u],
              ] as const)
                if (seen.has(x) && !seen.has(y)) {
                  seen.add(y);
                  grew = true;
                }
          }
          expect(rootOf(parent, a) === rootOf(parent, b)).toBe(seen.has(b));
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstDraft } from "./first-draft.js";

describe("firstDraft", () => {
  it("returns the first draw that is not null, drawing no more after it", () => {
    const draws = [null, null, 7, 8];
    let drawn = 0;
    expect(firstDraft(10, () => draws[drawn++]!, "number", 1)).toBe(7);
    expect(drawn).toBe(3);
  });

  it("keeps a falsy draft (0, an empty list): only null is a miss", () => {
    expect(firstDraft(1, () => 0, "number", 1)).toBe(0);
    expect(firstDraft(1, () => [], "list", 1)).toEqual([]);
  });

  it("draws exactly `tries` times, then throws naming what, the tries and the seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.nat(), (tries, seed) => {
        let drawn = 0;
        expect(() =>
          firstDraft(
            tries,
            () => {
              drawn++;
              return null;
            },
            "unique 5x5 grid",
            seed,
          ),
        ).toThrow(`no unique 5x5 grid in ${tries} tries (seed ${seed})`);
        expect(drawn).toBe(tries);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "./model.js";
import { probeRoot, probeValue } from "./probe.js";
import { smallModel, smallModelSpecs } from "./small-models.test-helpers.js";

const models = smallModelSpecs(3, 5);

describe("probeRoot", () => {
  it("keeps every solution, leaves only values whose probe succeeds, and says when there is none", () => {
    fc.assert(
      fc.property(models, (spec) => {
        const sorted = (xs: number[][]) => xs.map((s) => s.join()).sort();
        const all = smallModel(spec).solve({ limit: Number.POSITIVE_INFINITY }).solutions;
        const m = smallModel(spec);
        const r = probeRoot(m);
        expect(r.consistent || all.length === 0).toBe(true);
        if (!r.consistent) return;
        // Nothing a solution uses was removed.
        for (const s of all) {
          s.forEach((v, x) => {
            expect(m.has(x, v)).toBe(true);
          });
        }
        // Every value left survives its own probe: trying it again fails nowhere.
        for (let x = 0; x < m.numVars; x++) {
          for (const v of m.values(x)) {
            const mark = m.trail.mark();
            expect(m.assign(x, v) && m.propagate()).toBe(true);
            m.trail.undoTo(mark);
          }
        }
        // The search from the probed root finds the same solutions.
        expect(sorted(m.solve({ limit: Number.POSITIVE_INFINITY }).solutions)).toEqual(sorted(all));
      }),
      { numRuns: 100 },
    );
  });

  it("stops at the deadline, saying so", () => {
    const m = new Model();
    const x = m.intVars(4, 0, 3);
    m.allDifferent(x);
    expect(probeRoot(m, { deadline: 0 })).toMatchObject({ consistent: true, stopped: true, probes: 0 });
  });
});

describe("probeValue", () => {
  // x = y, y != z, and (x, z) one of `xz`: each table alone leaves every value, together they need not.
  const chain = (xz: number[][]) => {
    const m = new Model();
    const [x, y, z] = m.intVars(3, 0, 1) as [number, number, number];
    m.table(
      [x, y],
      [
        [0, 0],
        [1, 1],
      ],
    );
    m.table(
      [y, z],
      [
        [0, 1],
        [1, 0],
      ],
    );
    m.table([x, z], xz);
    expect(m.propagate()).toBe(true);
    return { m, x };
  };

  it("keeps a value whose trial does not fail, leaving the model as it was", () => {
    const { m, x } = chain([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(probeValue(m, x, 1)).toBe("kept");
    expect(m.values(x)).toEqual([0, 1]);
  });

  it("removes a value whose trial fails, and says when what is left fails too", () => {
    const one = chain([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(probeValue(one.m, one.x, 0)).toBe("removed");
    expect(one.m.values(one.x)).toEqual([1]);
    const none = chain([
      [0, 0],
      [1, 1],
    ]);
    expect(probeValue(none.m, none.x, 0)).toBe("failed");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import type { Reason } from "../types.js";
import { removeUnsupported, supportWordStarts } from "./supports.js";

const reason = (): Reason => ({ rule: "test", message: "unsupported", vars: [] });

describe("support bitsets", () => {
  it("lay a position's words out like its variable's domain", () => {
    const m = new Model();
    const vars = [m.intVar(0, 3), m.intVar(-5, 70), m.intVar(10, 10)];
    // 4 values fit one word, 76 take three, 1 one.
    expect(Array.from(supportWordStarts(m, vars))).toEqual([0, 1, 4, 5]);
  });

  it("leave each variable exactly its supported values, or fail when one has none", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -40, max: 40 }), fc.nat(70)), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: -40, max: 110 }), { maxLength: 30 }),
        (ranges, supported) => {
          const m = new Model();
          const vars = ranges.map(([min, span]) => m.intVar(min, min + span));
          const starts = supportWordStarts(m, vars);
          const sup = new Int32Array(starts[vars.length]!);
          vars.forEach((x, p) => {
            for (const v of supported) {
              if (!m.has(x, v)) continue;
              const o = v - m.offset(x);
              sup[starts[p]! + (o >>> 5)]! |= 1 << (o & 31);
            }
          });
          const expected = vars.map((x) => m.values(x).filter((v) => supported.includes(v)));
          const ok = removeUnsupported(m, vars, sup, starts, reason);
          expect(ok).toBe(expected.every((values) => values.length > 0));
          if (ok) expect(vars.map((x) => m.values(x))).toEqual(expected);
        },
      ),
    );
  });
});

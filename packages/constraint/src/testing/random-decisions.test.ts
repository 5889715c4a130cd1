import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { AllDifferentMatching } from "../propagators/all-different-matching.js";
import { explanationTally } from "./explanation-tally.js";
import { randomDecisions } from "./random-decisions.js";

describe("randomDecisions", () => {
  it("draws lists within the lengths and bounds it is given", () => {
    const arb = randomDecisions({ minLength: 2, maxLength: 4, maxVariable: 3, maxValue: 1 });
    for (const drive of fc.sample(arb, { numRuns: 200, seed: 1 })) {
      expect(drive.length).toBeGreaterThanOrEqual(2);
      expect(drive.length).toBeLessThanOrEqual(4);
      for (const [variable, value, equal] of drive) {
        expect(variable).toBeGreaterThanOrEqual(0);
        expect(variable).toBeLessThanOrEqual(3);
        expect([0, 1]).toContain(value);
        expect(typeof equal).toBe("boolean");
      }
    }
  });

  it("draws at least one decision unless told otherwise, and both kinds of decision", () => {
    const drives = fc.sample(randomDecisions({ maxLength: 3 }), { numRuns: 200, seed: 2 });
    expect(Math.min(...drives.map((d) => d.length))).toBe(1);
    const kinds = new Set(drives.flat().map(([, , equal]) => equal));
    expect(kinds).toEqual(new Set([true, false]));
    const none = fc.sample(randomDecisions({ minLength: 0, maxLength: 3 }), { numRuns: 200, seed: 3 });
    expect(none.some((d) => d.length === 0)).toBe(true);
  });

  it("drives explanationTally as it stands, with no cast", () => {
    const tally = explanationTally();
    fc.assert(
      fc.property(randomDecisions({ maxLength: 4, maxVariable: 4, maxValue: 4 }), (d) => {
        const m = new Model();
        const xs = m.intVars(4, 0, 3);
        const p = m.post(new AllDifferentMatching(m, xs));
        tally.check(m, new Map([[p, (value) => new Set(xs.map(value)).size === 4]]), d);
      }),
      { numRuns: 50, seed: 4 },
    );
    expect(tally.checked.inferences).toBeGreaterThan(0);
  });
});

// The box-line propagator's reasons, checked by brute force on a 4x4 corner: a box of four cells, two of them
// on a line with two more cells outside the box. What the rule relies on: the box holds each digit once and
// the line repeats none.
import { Model } from "@gridsmith/constraint";
import { explanationTally, randomDecisions } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BoxLine } from "./engine-model.js";

describe("box-line reasons", () => {
  it("are valid implications (brute force over random decisions)", () => {
    const tally = explanationTally();
    fc.assert(
      fc.property(randomDecisions({ maxLength: 6, maxVariable: 20, maxValue: 20 }), (d) => {
        const m = new Model();
        const [a, b, c, e, f, g] = m.intVars(6, 1, 4); // inner a b, rest of box c e, rest of line f g
        const p = m.post(new BoxLine([a!, b!], [c!, e!], [f!, g!]));
        const box = [a!, b!, c!, e!];
        const line = [a!, b!, f!, g!];
        const meaning = (v: (x: number) => number) =>
          new Set(box.map(v)).size === 4 && new Set(line.map(v)).size === 4;
        tally.check(m, new Map([[p, meaning]]), d);
      }),
      { numRuns: 300 },
    );
    // Only that the test checked something: eight runs counted 182-252.
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(40);
  });
});

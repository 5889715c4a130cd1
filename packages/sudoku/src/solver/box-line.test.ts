// The box-line propagator's reasons, checked by brute force on a 4x4 corner: a box of four cells, two of them
// on a line with two more cells outside the box. What the rule relies on: the box holds each digit once and
// the line repeats none.
import { checkPropagatorReasons } from "@gridsmith/constraint/testing";
import { describe, expect, it } from "vitest";
import { BoxLine } from "./engine-model.js";

describe("box-line reasons", () => {
  it("are valid implications (brute force over random decisions)", () => {
    const checked = checkPropagatorReasons((m) => {
      const [a, b, c, e, f, g] = m.intVars(6, 1, 4); // inner a b, rest of box c e, rest of line f g
      const box = [a!, b!, c!, e!];
      const line = [a!, b!, f!, g!];
      return {
        propagator: m.post(new BoxLine([a!, b!], [c!, e!], [f!, g!])),
        meaning: (v) => new Set(box.map(v)).size === 4 && new Set(line.map(v)).size === 4,
      };
    });
    // Only that the test checked something: eight runs counted 182-252.
    expect(checked.inferences, "inferences checked").toBeGreaterThan(40);
  });
});

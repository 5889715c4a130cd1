import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cspArb } from "./brute.test-helpers.js";
import { expectBruteForceSolutions } from "./csp-solutions.test-helpers.js";
import { Model } from "./model.js";
import type { Propagator, VariableOrder } from "./types.js";

const ORDERS: VariableOrder[] = ["dom", "dom/deg", "dom/wdeg", "dom^2/wdeg"];

/** The variables branched on, in order, with the first-solution search of `order`. */
function firstBranches(m: Model, order: VariableOrder, learning = false): number[] {
  const seen: number[] = [];
  m.solve({
    variableOrder: order,
    learning,
    valueOrder: (model, x) => {
      seen.push(x);
      return model.min(x);
    },
  });
  return seen;
}

describe("variable orders", () => {
  it("every order finds exactly the solutions enumeration finds, with and without learning", () => {
    fc.assert(
      fc.property(cspArb, fc.constantFrom(...ORDERS), fc.boolean(), (csp, order, learning) => {
        expectBruteForceSolutions(csp, { variableOrder: order, learning });
      }),
      { numRuns: 300 },
    );
  });

  it("dom breaks ties to the lowest index; dom/deg to the variable with the most unfixed neighbours", () => {
    const m = new Model();
    const [a, b, c, d] = m.intVars(4, 1, 4);
    // b shares a constraint with c and d, a with nobody.
    m.linear([1, 1, 1], [b!, c!, d!], "<=", 12);
    expect(firstBranches(m, "dom")[0]).toBe(a);
    expect(firstBranches(m, "dom/deg")[0]).toBe(b);
    // Size still comes first.
    m.remove(a!, 4);
    expect(firstBranches(m, "dom/deg")[0]).toBe(a);
  });

  it("dom/wdeg turns to the variables that failed, and the model keeps no weights afterwards", () => {
    const m = new Model();
    const xs = m.intVars(6, 0, 1);
    // x4 != x5 and x4 == x5 together: unsatisfiable, found only once both are branched on.
    const clash: Propagator = {
      name: "clash",
      vars: [xs[4]!, xs[5]!],
      propagate: (model) => !(model.isFixed(xs[4]!) && model.isFixed(xs[5]!)),
    };
    m.post(clash);
    const plain = m.solve({ variableOrder: "dom" });
    const weighted = m.solve({ variableOrder: "dom/wdeg" });
    expect(plain.count).toBe(0);
    expect(weighted.count).toBe(0);
    // dom walks x0..x3 first and fails under every one of their 16 assignments; dom/wdeg learns the weights
    // of x4 and x5 at the first failure and branches on them from then on.
    expect(weighted.stats.nodes).toBeLessThan(plain.stats.nodes / 2);
    expect(m.failWeights).toBeNull();
  });

  it("a propagator can blame the variable it ran out of values for", () => {
    const m = new Model();
    const xs = m.intVars(3, 0, 1);
    const blaming: Propagator = {
      name: "blaming",
      vars: xs,
      propagate: (model) => {
        if (!model.isFixed(xs[0]!) || !model.isFixed(xs[1]!)) return true;
        model.blame(xs[2]!);
        return false;
      },
    };
    m.post(blaming);
    const weights: number[][] = [];
    m.solve({
      variableOrder: "dom/wdeg",
      valueOrder: (model, x) => {
        weights.push([...model.failWeights!]);
        return model.min(x);
      },
    });
    // After the dead ends only x2 weighs more: the scope was not weighed as a whole.
    const after = weights.find((w) => w.some((v) => v > 1))!;
    expect(after.slice(0, 2)).toEqual([1, 1]);
    expect(after[2]).toBeGreaterThan(1);
  });

  it("dom^2/wdeg weighs the number of values squared against the failures", () => {
    const m = new Model();
    const a = m.intVar(1, 3);
    const b = m.intVar(1, 6);
    const c = m.intVar(0, 1);
    // c = 0 fails and blames b twice: b weighs 3 against a's 1. Then dom/wdeg scores a 3/1 and b 6/3, so it
    // branches on b; dom^2/wdeg scores a 9/1 and b 36/3, so it branches on a.
    const blaming: Propagator = {
      name: "blaming",
      vars: [c],
      propagate: (model) => {
        if (!model.isFixed(c) || model.value(c) !== 0) return true;
        model.blame(b);
        model.blame(b);
        return false;
      },
    };
    m.post(blaming);
    expect(firstBranches(m, "dom/wdeg").slice(0, 2)).toEqual([c, b]);
    expect(firstBranches(m, "dom^2/wdeg").slice(0, 2)).toEqual([c, a]);
    expect(m.failWeights).toBeNull();
  });

  it("activity needs the learning search, and unknown orders are refused", () => {
    const m = new Model();
    m.intVars(2, 0, 1);
    expect(() => m.solve({ variableOrder: "activity" })).toThrow(/learning/);
    expect(m.solve({ variableOrder: "activity", learning: true, limit: 5 }).count).toBe(4);
    expect(() => m.solve({ variableOrder: "random" as VariableOrder })).toThrow(/unknown variableOrder/);
  });
});

import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { AllDifferentMatching } from "../propagators/all-different-matching.js";
import { checkPropagatorReasons, explanationTally } from "./explanation-tally.js";
import { checkExplanations, type Meaning } from "./explanations.js";

/** Three variables of 0-2, all different: deciding x0 = 0 takes 0 from the other two. */
function allDifferent(): { m: Model; meanings: Map<number, Meaning> } {
  const m = new Model();
  const xs = m.intVars(3, 0, 2);
  const p = m.post(new AllDifferentMatching(m, xs));
  return { m, meanings: new Map([[p, (value) => new Set(xs.map(value)).size === 3]]) };
}

describe("explanationTally", () => {
  it("adds up what checkExplanations looked at, run after run, and returns each run's report", () => {
    const once = allDifferent();
    const alone = checkExplanations(once.m, once.meanings, [[0, 0, true]]);
    expect(alone.inferences).toBeGreaterThan(0);
    const tally = explanationTally();
    expect(tally.checked).toEqual({ inferences: 0, conflicts: 0 });
    for (let run = 1; run <= 3; run++) {
      const { m, meanings } = allDifferent();
      expect(tally.check(m, meanings, [[0, 0, true]])).toEqual(alone);
      expect(tally.checked).toEqual({ inferences: run * alone.inferences, conflicts: run * alone.conflicts });
    }
  });

  it("throws as checkExplanations does on a reason that does not imply its inference", () => {
    const { m } = allDifferent();
    // A meaning the propagator does not keep (all equal): its reasons cannot imply what it removes.
    const equal: Meaning = (value) => value(0) === value(1) && value(1) === value(2);
    expect(() => explanationTally().check(m, new Map([[0, equal]]), [[0, 0, true]])).toThrow();
  });
});

describe("checkPropagatorReasons", () => {
  it("checks one propagator's reasons over random drives, on a fresh model each run, and answers the tally", () => {
    let models = 0;
    const seen = new Set<Model>();
    const checked = checkPropagatorReasons((m) => {
      models++;
      seen.add(m);
      const xs = m.intVars(3, 0, 2);
      return {
        propagator: m.post(new AllDifferentMatching(m, xs)),
        meaning: (value) => new Set(xs.map(value)).size === 3,
      };
    }, 50);
    expect(models).toBeGreaterThanOrEqual(50);
    expect(seen.size).toBe(models);
    expect(checked.inferences).toBeGreaterThan(0);
  });

  it("throws at a reason that does not imply its inference", () => {
    expect(() =>
      checkPropagatorReasons((m) => {
        const xs = m.intVars(3, 0, 2);
        return {
          propagator: m.post(new AllDifferentMatching(m, xs)),
          meaning: (value) => value(xs[0]!) === value(xs[1]!),
        };
      }, 50),
    ).toThrow();
  });
});

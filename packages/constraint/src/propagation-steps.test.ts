import { describe, expect, it } from "vitest";
import { Model } from "./model.js";
import {
  fixCellStates,
  nextPropagationStep,
  propagationSteps,
  TrialBudgetExceeded,
  TrialSearch,
  trialRemoval,
  walkSteps,
} from "./propagation-steps.js";
import type { Removal } from "./types.js";

/** x + y + z = 1 and x + y = 1 over 0/1: no bound moves until z is tried at 1, which fails at once. */
function model(): Model {
  const m = new Model();
  m.explaining = true;
  const vars = m.intVars(3, 0, 1);
  m.linear([1, 1, 1], vars, "=", 1);
  m.linear([1, 1], vars.slice(0, 2), "=", 1);
  return m;
}

const name = (r: Removal) => `${r.variable}!=${r.value} (${r.reason?.rule})`;

describe("propagation steps", () => {
  it("read each explained removal as a step, in the order the engine makes them", () => {
    const m = new Model();
    m.explaining = true;
    m.linear([1, 1, 1], m.intVars(3, 0, 1), "=", 3);
    expect(propagationSteps(m, name)).toEqual(["0!=0 (linear=)", "1!=0 (linear=)", "2!=0 (linear=)"]);
  });

  it("try a value where propagation stalls, the highest first, leaving the model as it was", () => {
    const m = model();
    const mark = m.trail.mark();
    expect(trialRemoval(m)).toEqual({ variable: 2, value: 1, reason: { rule: "trial" } });
    expect(m.trail.mark()).toBe(mark);
    expect(trialRemoval(model(), { variables: 2 })).toBeNull();
    expect(propagationSteps(model(), name)).toEqual(["2!=1 (trial)"]);
  });

  it("give the next step as a hint, skipping removals that are no step of their own", () => {
    const m = model();
    expect(nextPropagationStep(m, name)).toBe("2!=1 (trial)");
    expect(nextPropagationStep(model(), (r) => (r.reason?.rule === "trial" ? null : name(r)))).toBeNull();
    const failed = new Model();
    failed.linear([1], failed.intVars(1, 0, 1), "=", 5);
    expect(nextPropagationStep(failed, name)).toBeNull();
  });
});

describe("fixCellStates", () => {
  it("fixes 1 as 1 and -1 as 0 where open, returns the cells fixed, and null on a clash", () => {
    const m = new Model();
    const vars = m.intVars(4, 0, 1);
    m.linear([1, 1], vars.slice(0, 2), "<=", 1);
    expect(fixCellStates(m, [1, 0, -1, 1], (i) => i !== 3)).toEqual(new Set([0, 2]));
    expect(m.values(0)).toEqual([1]);
    expect(m.values(2)).toEqual([0]);
    expect(m.values(3)).toEqual([0, 1]);
    const clash = new Model();
    clash.intVars(1, 0, 0);
    expect(fixCellStates(clash, [1])).toBeNull();
  });
});

describe("the trials' budget", () => {
  it("stops at its budget, says so, and a hint past it throws rather than answering nothing", () => {
    // Only the trial of z = 1 moves anything, on the third probe.
    const name = (r: Removal) => `${r.variable}!=${r.value}`;
    const search = new TrialSearch(model(), { probesPerValue: 0.5 });
    expect(search.budget).toBe(3);
    expect(search.next()).toBeNull();
    expect([search.exhausted, search.probes]).toEqual([true, 3]);
    expect(walkSteps(model(), name, () => true, { probesPerValue: 0.5 })).toEqual({
      end: "budget",
      probes: 3,
      budget: 3,
    });
    expect(() => nextPropagationStep(model(), name, { probesPerValue: 0.5 })).toThrow(TrialBudgetExceeded);
    expect(() => nextPropagationStep(model(), name, { probesPerValue: 0.5 })).toThrow(
      "no step was found within the hint's budget of 3 trials",
    );
    expect(propagationSteps(model(), name, { probesPerValue: 0.5 })).toEqual([]);
    expect(nextPropagationStep(model(), name, { probesPerValue: 1 })).toBe("2!=1");
  });

  it("stops when its probes' work reaches the work budget, whatever the probes per value allow", () => {
    // Six values open, so each probe counts 6: a work budget of 12 stops after two probes, 30 lets through the
    // fifth, which finds z = 1.
    const name = (r: Removal) => `${r.variable}!=${r.value}`;
    const search = new TrialSearch(model(), { work: 12 });
    expect(search.budget).toBe(48);
    expect(search.next()).toBeNull();
    expect([search.exhausted, search.probes, search.work]).toEqual([true, 2, 12]);
    expect(() => nextPropagationStep(model(), name, { work: 12 })).toThrow(
      "no step was found within the hint's budget of 2 trials",
    );
    expect(() => nextPropagationStep(model(), name, { work: 24 })).toThrow(TrialBudgetExceeded);
    expect(nextPropagationStep(model(), name, { work: 30 })).toBe("2!=1");
  });
});

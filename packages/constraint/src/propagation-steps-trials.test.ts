import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "./model.js";
import { assignFails } from "./probe.js";
import {
  nextPropagationStep,
  propagationSteps,
  TrialBudgetExceeded,
  TrialSearch,
  walkSteps,
} from "./propagation-steps.js";
import type { Removal } from "./types.js";

/** A random small model: variables of 0..3, a few all-different, linear and not-both tables among them. */
interface Spec {
  n: number;
  cons: { kind: number; a: number; b: number; c: number; k: number }[];
}

function randomModel(spec: Spec): Model {
  const m = new Model();
  const x = m.intVars(spec.n, 0, 3);
  for (const { kind, a, b, c, k } of spec.cons) {
    const [p, q, r] = [x[a % spec.n]!, x[b % spec.n]!, x[c % spec.n]!];
    if (p === q || q === r || p === r) continue;
    if (kind === 0) m.allDifferent([p, q, r]);
    else if (kind === 3) {
      // Arc consistent alone, so only a trial sees that p = q = k % 4 cannot be.
      const tuples = [0, 1, 2, 3].flatMap((u) => [0, 1, 2, 3].map((w) => [u, w]));
      m.table(
        [p, q],
        tuples.filter(([u, w]) => !(u === w && u === k % 4)),
      );
    } else m.linear([1, 1, 1], [p, q, r], kind === 1 ? "=" : "<=", k);
  }
  m.explaining = true;
  return m;
}

const specs: fc.Arbitrary<Spec> = fc.record({
  n: fc.integer({ min: 3, max: 5 }),
  cons: fc.array(
    fc.record({
      kind: fc.integer({ min: 0, max: 3 }),
      a: fc.nat(),
      b: fc.nat(),
      c: fc.nat(),
      k: fc.integer({ min: 0, max: 9 }),
    }),
    { maxLength: 6 },
  ),
});

/** Every solution of the spec's model, by brute force over every assignment. */
function bruteSolutions(spec: Spec): number[][] {
  const m = randomModel(spec);
  const all: number[][] = [];
  const values = Array.from({ length: spec.n }, () => 0);
  for (let code = 0; code < 4 ** spec.n; code++) {
    for (let i = 0, c = code; i < spec.n; i++, c = Math.floor(c / 4)) values[i] = c % 4;
    const mark = m.trail.mark();
    if (values.every((v, i) => m.assign(i, v)) && m.propagate()) all.push([...values]);
    m.trail.undoTo(mark);
  }
  return all;
}

/** The open values of a model that fail at once when tried, by trying each. */
function failingValues(m: Model): [number, number][] {
  const failing: [number, number][] = [];
  for (let x = 0; x < m.numVars; x++) {
    if (m.isFixed(x)) continue;
    for (const v of m.values(x)) if (assignFails(m, x, v)) failing.push([x, v]);
  }
  return failing;
}

/** The values of the open variables: what a trial may try. */
function openValues(m: Model): number {
  let values = 0;
  for (let x = 0; x < m.numVars; x++) if (!m.isFixed(x)) values += m.values(x).length;
  return values;
}

describe("the trial search of a walk", () => {
  it("makes only removals no solution needs, and ends only where no value fails at once", () => {
    fc.assert(
      fc.property(specs, (spec) => {
        const solutions = bruteSolutions(spec);
        const m = randomModel(spec);
        const made: Removal[] = [];
        const keep = (r: Removal) => {
          made.push(r);
          return false;
        };
        const { end } = walkSteps(m, (r) => r, keep, { from: 0 });
        for (const r of made) {
          expect(solutions.some((s) => s[r.variable] === r.value)).toBe(false);
        }
        expect(end === "failed").toBe(solutions.length === 0);
        // The default budget is never the end on models this small, and the end is a fixpoint.
        if (end === "done") expect(failingValues(m)).toEqual([]);
        else expect(end).toBe("failed");
      }),
    );
  });

  it("finds a failing value within one lap over the values whenever one exists", () => {
    fc.assert(
      fc.property(specs, (spec) => {
        const m = randomModel(spec);
        if (!m.propagate()) return;
        const failing = failingValues(m);
        const search = new TrialSearch(m, { probesPerValue: 1 });
        expect(search.budget).toBe(openValues(m));
        const trial = search.next();
        expect(search.exhausted).toBe(false);
        if (failing.length === 0) expect(trial).toBeNull();
        else expect(failing).toContainEqual([trial!.variable, trial!.value]);
      }),
    );
  });

  it("stops at its budget, says so, and a hint past it throws rather than answering nothing", () => {
    // x + y + z = 1 and x + y = 1 over 0/1: only the trial of z = 1 moves anything, on the third probe.
    const model = () => {
      const m = new Model();
      m.explaining = true;
      const vars = m.intVars(3, 0, 1);
      m.linear([1, 1, 1], vars, "=", 1);
      m.linear([1, 1], vars.slice(0, 2), "=", 1);
      return m;
    };
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
});

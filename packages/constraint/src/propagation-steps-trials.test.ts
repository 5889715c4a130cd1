import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Model } from "./model.js";
import { assignFails } from "./probe.js";
import { TrialSearch, walkSteps } from "./propagation-steps.js";
import { type SmallModelSpec, smallModel, smallModelSpecs } from "./small-models.test-helpers.js";
import type { Removal } from "./types.js";

const specs = smallModelSpecs(4, 6);
const randomModel = (spec: SmallModelSpec) => smallModel(spec, { explaining: true });

/** Every solution of the spec's model, by brute force over every assignment. */
function bruteSolutions(spec: SmallModelSpec): number[][] {
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
});

// Hints of the genres whose model has one integer variable per cell, a digit (Ripple Effect, Kropki,
// Skyscrapers-like genres): the explaining engine logs each removal of a digit with its rule, and a cell is
// decided when one digit is left. Reading that log as steps, and walking to the next step with a trial when
// propagation stalls, is the same for every such genre; what a rule means to a person is the genre's.
import { type Model, nextPropagationStep } from "@gridsmith/constraint";
import type { LoggedRemoval } from "./cell-steps.js";
import { type DigitPlacement, placementStep } from "./digit-play.js";
import type { Step } from "./types.js";

/** What the rule of the removal that left a cell one digit means: its technique and the reason shown. */
export interface DigitStepMeaning {
  technique: string;
  /** The words after "r2c3 must be 4: ". */
  why: string;
}

/**
 * Reads the removals of a model whose variable i is cell i of a grid `width` cells wide, holding one of
 * `domains[i]`, as steps: a step when a cell not in `known` is down to one digit, named by `meaning` of the
 * rule of the removal that left it (`"trial"` when a trial came since the last step), its reasons the cells
 * behind every removal of that cell. Variables past the grid are not read.
 */
export function digitStepReader(
  width: number,
  domains: readonly (readonly number[])[],
  known: Iterable<number>,
  meaning: (rule: string, removal: LoggedRemoval) => DigitStepMeaning,
): (removal: LoggedRemoval) => Step<DigitPlacement> | null {
  const decided = new Set(known);
  const left = domains.map((d) => new Set(d));
  const because = domains.map(() => new Set<number>());
  let trial = false;
  return (r) => {
    const cell = r.variable;
    const values = left[cell];
    if (values === undefined || !values.has(r.value)) return null;
    values.delete(r.value);
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    for (const v of r.reason?.vars ?? []) if (v < domains.length) because[cell]!.add(v);
    if (values.size !== 1 || decided.has(cell)) return null;
    decided.add(cell);
    const t = meaning(trial ? "trial" : rule, r);
    trial = false;
    return placementStep(width, t.technique, cell, [...values][0]!, t.why, [...because[cell]!]);
  };
}

/**
 * The next step of an explaining `model` read by `read` (see {@link digitStepReader}): the first cell its
 * propagation leaves one digit; failing that, one found after ruling out, with rule `trial`, the digits of
 * one cell that fail at once (every such digit of the first cell that has one, so a cell is often decided in
 * one pass). Null when the model contradicts itself or nothing more follows.
 */
export function nextDigitStep<S>(model: Model, read: (removal: LoggedRemoval) => S | null): S | null {
  // Each pass removes a digit at least: at most every digit of every cell.
  let values = 0;
  for (let x = 0; x < model.numVars; x++) values += model.size(x);
  for (let guard = 0; guard <= values; guard++) {
    // Its own trial left out (`variables: 0`): the ones below are made, not only read.
    const step = nextPropagationStep(model, read, { from: 0, variables: 0 });
    if (step !== null) return step;
    let removed = false;
    for (let x = 0; x < model.numVars && !removed; x++) {
      if (model.isFixed(x)) continue;
      for (const v of model.values(x)) {
        const mark = model.trail.mark();
        const fine = model.assign(x, v) && model.propagate();
        model.trail.undoTo(mark);
        if (fine) continue;
        if (!model.remove(x, v, { rule: "trial" })) return null;
        removed = true;
      }
    }
    if (!removed) return null;
  }
  return null;
}

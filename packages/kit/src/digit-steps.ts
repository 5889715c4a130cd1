// Hints of the genres whose model has one integer variable per cell, a digit (Ripple Effect, Kropki,
// Skyscrapers-like genres): the explaining engine logs each removal of a digit with its rule, and a cell is
// decided when one digit is left. Reading that log as steps is the same for every such genre (the walk with
// trials is `propagationHints`'s); what a rule means to a person is the genre's.
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

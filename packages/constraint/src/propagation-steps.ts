// Hints and explanations read off the engine: an explaining model logs each removal with the rule that made
// it, so a puzzle type only says what one removal means to a person (`stepOf`); the walk (propagate, read
// the log, try a value where propagation stalls) is the same for every type and is written here once.
import type { Model } from "./model.js";
import { assignFails } from "./probe.js";
import type { Removal } from "./types.js";

/** Which variables a trial may try: the first `variables` (a type's own, before any helper variables). */
export interface TrialOptions {
  /** How many variables, from 0, are the puzzle's own; trials try only these (default all). */
  variables?: number;
}

/**
 * The next deduction by trial, as a removal of rule `trial`: the first open variable with a value whose
 * assignment fails at once on propagation (values tried highest first), that value being the one removed.
 * Leaves the model as it was; null when no value fails at once.
 */
export function trialRemoval(m: Model, options: TrialOptions = {}): Removal | null {
  const n = options.variables ?? m.numVars;
  for (let x = 0; x < n; x++) {
    if (m.isFixed(x)) continue;
    for (const v of m.values(x).reverse()) {
      if (assignFails(m, x, v)) return { variable: x, value: v, reason: { rule: "trial" } };
    }
  }
  return null;
}

/**
 * The next hint from an explaining model: the first step (see `stepOf`) among the removals its propagation
 * makes from here, else the step of a trial ({@link trialRemoval}). Null when propagation fails (the model
 * contradicts itself) or nothing more follows. `stepOf` answers null for a removal that is no step of its
 * own (bookkeeping of helper variables, a cell the player has decided). `options.from` reads the log from
 * an earlier removal (0: all of it), for a `stepOf` that keeps track of what it has read.
 */
export function nextPropagationStep<S>(
  m: Model,
  stepOf: (removal: Removal) => S | null,
  options: TrialOptions & { from?: number } = {},
): S | null {
  const start = options.from ?? m.removals.length;
  if (!m.propagate()) return null;
  for (let i = start; i < m.removals.length; i++) {
    const step = stepOf(m.removals[i]!);
    if (step) return step;
  }
  const trial = trialRemoval(m, options);
  return trial ? stepOf(trial) : null;
}

/**
 * The whole logical solution an explaining model gives: the step of each removal its propagation makes,
 * in order, with a trial ({@link trialRemoval}) made wherever propagation stalls. Ends when no trial is
 * left, or when the model fails. The model is left where the path ends.
 */
export function propagationSteps<S>(
  m: Model,
  stepOf: (removal: Removal) => S | null,
  options: TrialOptions = {},
): S[] {
  const steps: S[] = [];
  if (!m.propagate()) return steps;
  for (let seen = 0; ; ) {
    for (; seen < m.removals.length; seen++) {
      const step = stepOf(m.removals[seen]!);
      if (step) steps.push(step);
    }
    const trial = trialRemoval(m, options);
    if (trial === null) return steps;
    if (!m.remove(trial.variable, trial.value, { rule: "trial" }) || !m.propagate()) return steps;
  }
}

/**
 * A player's decided 0/1 cells fixed in a model whose variable i is cell i (an attempt of 1 "yes", -1 "no",
 * anything else undecided, as the shading and light genres keep one): 1 assigns 1, -1 assigns 0, for each
 * cell `open` allows (default all). Returns the cells fixed, for a hint to leave out, or null when they
 * clash with the model at once.
 */
export function fixCellStates(
  m: Model,
  attempt: readonly (number | null | undefined)[] | null | undefined,
  open: (cell: number) => boolean = () => true,
): Set<number> | null {
  const fixed = new Set<number>();
  for (let i = 0; i < Math.min(attempt?.length ?? 0, m.numVars); i++) {
    const v = attempt![i];
    if ((v !== 1 && v !== -1) || !open(i)) continue;
    if (!m.assign(i, v === 1 ? 1 : 0)) return null;
    fixed.add(i);
  }
  return fixed;
}

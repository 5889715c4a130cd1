// Hints and explanations read off the engine: an explaining model logs each removal with the rule that made
// it, so a puzzle type only says what one removal means to a person (`stepOf`); the walk (propagate, read
// the log, try a value where propagation stalls) is the same for every type and is written here once.
import type { Model } from "./model.js";
import { assignFails } from "./probe.js";
import type { Removal } from "./types.js";

/**
 * Probes a walk may make per value its trial variables hold when it starts: a walk then costs at most this
 * many propagations per value of the input, however the trials fall. The held-out public puzzles need at
 * most 2.6 probes a value (tooling/bench/RESULTS.md, issue #32/#33): eight leave them three times that.
 */
export const TRIAL_PROBES_PER_VALUE = 8;

/**
 * The most work a walk's trials may do, counted as each probe times the values its trial variables held when
 * it was made (a probe propagates the whole model, so it costs about that many steps): probes per value alone
 * let a large model run for minutes (numlin's 26x26: a budget of 395,200 probes of about 1.4 ms). The
 * held-out public puzzles' walks do at most 1.4e8 (fillomino's 13x13 explained, some 6 CPU seconds;
 * tooling/bench/RESULTS.md, issue #32/#33).
 */
export const TRIAL_WORK = 200_000_000;

/** Which variables a trial may try, and how many probes it may make. */
export interface TrialOptions {
  /** How many variables, from 0, are the puzzle's own; trials try only these (default all). */
  variables?: number;
  /**
   * The most probes (a value assigned, propagated and undone) the walk may make per value its trial variables
   * hold when it starts (default {@link TRIAL_PROBES_PER_VALUE}).
   */
  probesPerValue?: number;
  /** The most work the walk's trials may do, in probes times values (default {@link TRIAL_WORK}). */
  work?: number;
}

/** A walk that stopped at its probe budget before it found the next step: what it has found is unknown. */
export class TrialBudgetExceeded extends Error {
  /** `probes`: the probes made when the budget (of probes, or of their work) ran out. */
  constructor(readonly probes: number) {
    super(
      `no step was found within the hint's budget of ${probes} trials (values tried and taken back); ` +
        "the puzzle needs more trial and error than a hint may spend",
    );
    this.name = "TrialBudgetExceeded";
  }
}

/**
 * The trials of one walk: values that fail at once on propagation, found by passes over the variables (values
 * highest first) that resume where the last one was found, so what was tried since is not tried again until
 * a whole lap has gone by with nothing found. A value that did not fail can fail after a later removal: the
 * lap catches it. The walk narrows the model only by removing the values `next` answers (and propagating):
 * a lap with nothing found then proves no value of the trial variables fails at once. Every probe counts
 * against the budget, and its work (the values open then) against the work's; past either `next` answers
 * null with `exhausted` set.
 */
export class TrialSearch {
  /** Probes made so far. */
  probes = 0;
  /** Their work: each probe counts the values the trial variables held when `next` was called. */
  work = 0;
  /** True when the budget stopped a lap before it ended: null from `next` then proves nothing. */
  exhausted = false;
  readonly budget: number;
  readonly workBudget: number;
  private readonly variables: number;
  /** The variable the lap is at, and the values of it left to try: those below `below`. */
  private at = 0;
  private below = Number.POSITIVE_INFINITY;
  /** Variables gone over whole since the last value found (-1: the one it was found in is not yet whole). */
  private quiet = 0;

  constructor(
    private readonly m: Model,
    options: TrialOptions = {},
  ) {
    this.variables = Math.min(options.variables ?? m.numVars, m.numVars);
    this.budget = (options.probesPerValue ?? TRIAL_PROBES_PER_VALUE) * this.openValues();
    this.workBudget = options.work ?? TRIAL_WORK;
  }

  /** The values the trial variables hold, fixed ones left out. */
  private openValues(): number {
    let values = 0;
    for (let x = 0; x < this.variables; x++) if (!this.m.isFixed(x)) values += this.m.size(x);
    return values;
  }

  /**
   * The next value that fails at once, as a removal of rule `trial` (not made: the caller removes it), or
   * null when a whole lap found none (or the budget ran out: see `exhausted`). Leaves the model as it was.
   */
  next(): Removal | null {
    const { m, variables } = this;
    // The model only narrows between calls, so this bounds what each probe of this call costs.
    const weight = this.openValues();
    while (this.quiet < variables) {
      const x = this.at;
      if (!m.isFixed(x)) {
        const values = m.values(x);
        for (let i = values.length - 1; i >= 0; i--) {
          const v = values[i]!;
          if (v >= this.below) continue;
          if (this.probes >= this.budget || this.work >= this.workBudget) {
            this.exhausted = true;
            return null;
          }
          this.probes++;
          this.work += weight;
          if (assignFails(m, x, v)) {
            this.below = v;
            this.quiet = -1;
            return { variable: x, value: v, reason: { rule: "trial" } };
          }
        }
      }
      this.quiet++;
      this.at = x + 1 === variables ? 0 : x + 1;
      this.below = Number.POSITIVE_INFINITY;
    }
    return null;
  }
}

/**
 * The next deduction by trial, as a removal of rule `trial`: the first open variable with a value whose
 * assignment fails at once on propagation (values tried highest first), that value being the one removed.
 * Leaves the model as it was; null when no value fails at once. Throws {@link TrialBudgetExceeded} when the
 * budget ran out first.
 */
export function trialRemoval(m: Model, options: TrialOptions = {}): Removal | null {
  const search = new TrialSearch(m, options);
  const trial = search.next();
  if (trial === null && search.exhausted) throw new TrialBudgetExceeded(search.probes);
  return trial;
}

/** How a {@link walkSteps} ended, and the probes its trials made of their budget. */
export interface WalkEnd {
  /** Stopped by `found`, nothing more follows, the model failed, or the trials' budget ran out. */
  end: "stopped" | "done" | "failed" | "budget";
  probes: number;
  budget: number;
}

/**
 * The walk of hints and explanations: propagates, hands `found` the step (see `stepOf`) of each removal
 * logged from `from` on, in order, and where propagation stalls removes a value that fails at once
 * ({@link TrialSearch}) and goes on. Ends when `found` answers true, when no trial is left, when the model
 * fails, or when the trials' budget runs out. Every removal it makes is a propagation or a sound trial.
 */
export function walkSteps<S>(
  m: Model,
  stepOf: (removal: Removal) => S | null,
  found: (step: S) => boolean,
  options: TrialOptions & { from?: number } = {},
): WalkEnd {
  let seen = options.from ?? m.removals.length;
  const search = new TrialSearch(m, options);
  const ended = (end: WalkEnd["end"]): WalkEnd => ({ end, probes: search.probes, budget: search.budget });
  if (!m.propagate()) return ended("failed");
  for (;;) {
    for (; seen < m.removals.length; seen++) {
      const step = stepOf(m.removals[seen]!);
      if (step && found(step)) return ended("stopped");
    }
    const trial = search.next();
    if (trial === null) return ended(search.exhausted ? "budget" : "done");
    if (!m.remove(trial.variable, trial.value, { rule: "trial" }) || !m.propagate()) return ended("failed");
  }
}

/**
 * The next hint from an explaining model: the first step (see `stepOf`) among the removals its propagation
 * makes from here, trials ({@link TrialSearch}) made where it stalls until one leads to a step. Null when
 * propagation fails (the model contradicts itself) or nothing more follows; throws
 * {@link TrialBudgetExceeded} when the trials' budget ran out first. `stepOf` answers null for a removal that
 * is no step of its own (bookkeeping of helper variables, a cell the player has decided). `options.from`
 * reads the log from an earlier removal (0: all of it), for a `stepOf` that keeps track of what it has read.
 */
export function nextPropagationStep<S>(
  m: Model,
  stepOf: (removal: Removal) => S | null,
  options: TrialOptions & { from?: number } = {},
): S | null {
  let next: S | null = null;
  const { end, probes } = walkSteps(
    m,
    stepOf,
    (step) => {
      next = step;
      return true;
    },
    options,
  );
  if (end === "budget") throw new TrialBudgetExceeded(probes);
  return next;
}

/**
 * The whole logical solution an explaining model gives: the step of each removal its propagation makes,
 * in order, with trials ({@link TrialSearch}) made wherever propagation stalls. Ends when no trial is left,
 * when the model fails, or when the trials' budget runs out (the path is then unfinished, as a stuck one
 * is). The model is left where the path ends.
 */
export function propagationSteps<S>(
  m: Model,
  stepOf: (removal: Removal) => S | null,
  options: TrialOptions = {},
): S[] {
  const steps: S[] = [];
  const keep = (step: S) => {
    steps.push(step);
    return false;
  };
  walkSteps(m, stepOf, keep, { ...options, from: 0 });
  return steps;
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

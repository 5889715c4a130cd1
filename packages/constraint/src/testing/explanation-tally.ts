import fc from "fast-check";
import { Model } from "../model.js";
import { checkExplanations, type ExplanationReport, type Meaning } from "./explanations.js";
import { randomDecisions } from "./random-decisions.js";

/** {@link checkExplanations} with its reports added up over the runs of a property test. */
export interface ExplanationTally {
  /** Checks as {@link checkExplanations} does, and adds what it looked at to {@link ExplanationTally.checked}. */
  check(...args: Parameters<typeof checkExplanations>): ExplanationReport;
  /** The reasons checked so far, of inferences and of conflicts. */
  readonly checked: ExplanationReport;
}

/**
 * A tally of {@link checkExplanations} over a property test's runs, so that the test can show afterwards that
 * it checked reasons of each kind it means to (random decisions may reach few conflicts, or none).
 *
 * @example
 * const tally = explanationTally();
 * fc.assert(fc.property(decisions, (d) => void tally.check(model(), meanings, d)));
 * expect(tally.checked.conflicts).toBeGreaterThan(0);
 */
export function explanationTally(): ExplanationTally {
  const checked = { inferences: 0, conflicts: 0 };
  return {
    check(...args) {
      const report = checkExplanations(...args);
      checked.inferences += report.inferences;
      checked.conflicts += report.conflicts;
      return report;
    },
    checked,
  };
}

/**
 * Checks the reasons of one propagator over `numRuns` random drives (up to six decisions on up to 20
 * variables and values), tallied: each run posts it on a fresh model with `build`, which answers the
 * propagator's index and what it means. Returns what was checked, for the test to show it checked enough.
 *
 * @example
 * const checked = checkPropagatorReasons((m) => {
 *   const [x, y] = m.intVars(2, 1, 4);
 *   return { propagator: m.post(myPropagator(x, y)), meaning: (v) => v(x!) < v(y!) };
 * });
 * expect(checked.inferences).toBeGreaterThan(0);
 */
export function checkPropagatorReasons(
  build: (model: Model) => { propagator: number; meaning: Meaning },
  numRuns = 300,
): ExplanationReport {
  const tally = explanationTally();
  fc.assert(
    fc.property(randomDecisions({ maxLength: 6, maxVariable: 20, maxValue: 20 }), (d) => {
      const model = new Model();
      const { propagator, meaning } = build(model);
      tally.check(model, new Map([[propagator, meaning]]), d);
    }),
    { numRuns },
  );
  return tally.checked;
}

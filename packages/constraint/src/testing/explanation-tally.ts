import type { Model } from "../model.js";
import {
  checkExplanations,
  type Decision,
  type Derived,
  type ExplanationReport,
  type Meaning,
} from "./explanations.js";

/** {@link checkExplanations} with its reports added up over the runs of a property test. */
export interface ExplanationTally {
  /** Checks as {@link checkExplanations} does, and adds what it looked at to {@link ExplanationTally.checked}. */
  check(
    model: Model,
    meanings: ReadonlyMap<number, Meaning>,
    decisions: readonly Decision[],
    derived?: Derived,
  ): ExplanationReport;
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
    check(model, meanings, decisions, derived) {
      const report = checkExplanations(model, meanings, decisions, derived);
      checked.inferences += report.inferences;
      checked.conflicts += report.conflicts;
      return report;
    },
    checked,
  };
}

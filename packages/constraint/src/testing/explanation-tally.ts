import { checkExplanations, type ExplanationReport } from "./explanations.js";

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

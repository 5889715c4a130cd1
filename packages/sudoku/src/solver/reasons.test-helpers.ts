// A propagator's reasons checked by brute force, the way both sudoku propagators' tests check theirs. It
// belongs beside `explanationTally` in `@gridsmith/constraint/testing` (about a dozen tests there and in the
// genre packages write the same loop).
import { Model } from "@gridsmith/constraint";
import {
  type ExplanationReport,
  explanationTally,
  type Meaning,
  randomDecisions,
} from "@gridsmith/constraint/testing";
import fc from "fast-check";

/**
 * Checks the reasons of one propagator over `numRuns` random drives (up to six decisions on up to 20
 * variables and values): each run posts it on a fresh model with `build`, which answers the propagator's
 * index and what it means. Returns what was checked, for the test to show it checked enough.
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

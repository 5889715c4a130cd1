import fc from "fast-check";
import type { Decision } from "./explanations.js";

/** How many decisions {@link randomDecisions} draws, and how large their numbers are. */
export interface RandomDecisionsOptions {
  /** The most decisions in one drive. */
  maxLength: number;
  /** The fewest; default 1 (a drive of none checks only the root's reasons). */
  minLength?: number;
  /**
   * The largest variable number drawn; default fast-check's `nat()` bound. A decision takes it modulo the
   * unfixed variables, so a bound near their count draws them about evenly.
   */
  maxVariable?: number;
  /** The largest value number drawn, taken modulo the values left (a bound of 1 on 0/1 variables); likewise. */
  maxValue?: number;
}

/**
 * Random drives for `checkExplanations` and `explanationTally` in a property test: lists of
 * decisions, each a variable, a value and `=` or `!=`, typed as the check takes them.
 *
 * @example
 * fc.assert(fc.property(randomDecisions({ maxLength: 6, maxVariable: 20, maxValue: 20 }), (d) => {
 *   tally.check(model(), meanings, d);
 * }));
 */
export function randomDecisions(options: RandomDecisionsOptions): fc.Arbitrary<Decision[]> {
  const { maxLength, minLength = 1, maxVariable, maxValue } = options;
  return fc.array(fc.tuple(fc.nat(maxVariable), fc.nat(maxValue), fc.boolean()), { minLength, maxLength });
}

/**
 * `@gridsmith/constraint/testing`: helpers for the tests of code built on the engine. Not for production
 * code: they enumerate by brute force.
 *
 * @packageDocumentation
 */

export { checkPropagatorReasons, type ExplanationTally, explanationTally } from "./explanation-tally.js";
export {
  checkExplanations,
  type Decision,
  type Derived,
  type ExplanationReport,
  type Meaning,
} from "./explanations.js";
export { type RandomDecisionsOptions, randomDecisions } from "./random-decisions.js";

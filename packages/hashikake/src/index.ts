/**
 * `@gridsmith/hashikake`: Hashikake, or Bridges (puzz.link's `hashikake`, links `hashi`), as a Gridsmith
 * puzzle type: puzz.link link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints
 * and explanations from the engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { type BridgeDeduction, hints } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionText } from "./text.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { type BridgeDeduction, hints, spanAttempt, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  type BridgeSpan,
  bridgeSpans,
  HIDDEN,
  islands,
  limits,
  lineCount,
  MAX_BRIDGES,
  MAX_NUMBER,
  NO_NUMBER,
  type Params,
  type Puzzle,
  type Solution,
  spanCountsToLines,
  spanOfLine,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { type BridgeModel, buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Hashikake as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const hashikake = genreType<Puzzle, Solution, Params, Attempt, BridgeDeduction>(
  {
    id: "hashikake",
    kind: "lines",
    title: "Hashikake (Bridges)",
    description:
      "Join the islands with bridges across or down, one or two between a pair; bridges never cross. Each island has as many bridges as its number, and the islands make one network.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

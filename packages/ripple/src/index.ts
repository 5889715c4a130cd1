/**
 * `@gridsmith/ripple`: Ripple Effect (puzz.link's `ripple`) as a Gridsmith puzzle type: text, JSON, puzz.link
 * link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from
 * the engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats, solutionText } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { hints, type Placement } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { hints, type Placement, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  cellTops,
  limits,
  MAX_GIVEN,
  MAX_NUMBER,
  MAX_SIDE,
  NO_GIVEN,
  type Params,
  type Puzzle,
  ripplePairs,
  roomCells,
  type Solution,
  UNKNOWN_GIVEN,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, cellDomains, solve } from "./solve.js";

/** Ripple Effect as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const ripple = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "ripple",
    kind: "numbers",
    title: "Ripple Effect",
    description:
      "Fill each room of n cells with 1 to n, so that two equal numbers N in a row or column have at least N cells between them.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/kropki`: Kropki (puzz.link's `kropki`) as a Gridsmith puzzle type: text, JSON, puzz.link link
 * and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the
 * engine's explained propagation, a grader and a seeded generator.
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
export { checkParams, dotsOf, generate } from "./generate.js";
export { type Placement, TECHNIQUES } from "./hints.js";
export { type Attempt, boardDots, play } from "./play.js";
export {
  BLACK,
  dotHolds,
  limits,
  MAX_SIDE,
  NO_DOT,
  type Params,
  type Puzzle,
  pairCells,
  pairCount,
  type Solution,
  WHITE,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";

/** Kropki as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const kropki = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "kropki",
    title: "Kropki",
    kind: "numbers",
    description:
      "Fill the grid so every row and column holds each digit once: a white dot joins digits that differ by 1, a black dot a digit and its double, and neighbours without a dot are neither.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/tatamibari`: Tatamibari (puzz.link's `tatamibari`) as a Gridsmith puzzle type: puzz.link link and
 * pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the
 * engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { type BorderDeduction, genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { hints } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionText } from "./text.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate, sizeParams } from "./generate.js";
export { TECHNIQUES } from "./hints.js";
export { MAX_COVER, mats } from "./mats.js";
export { type Attempt, play } from "./play.js";
export {
  EMPTY,
  edgeCount,
  fitsSymbol,
  limits,
  type Params,
  type Puzzle,
  type Solution,
  SQUARE,
  TALL,
  UNKNOWN,
  WIDE,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Tatamibari as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const tatamibari = genreType<Puzzle, Solution, Params, Attempt, BorderDeduction>(
  {
    id: "tatamibari",
    title: "Tatamibari",
    kind: "regions",
    description:
      "Divide the grid into rectangles, each holding one symbol: + a square, - wider than tall, | taller than wide; no four rectangles meet at a point.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/mashu`: Masyu (puzz.link's `mashu`, also `masyu` and `pearl`) as a Gridsmith puzzle type:
 * puzz.link link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and
 * explanations from the engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { hints, type LineDeduction } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionText } from "./text.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { type LineDeduction, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  BLACK,
  cellLines,
  limits,
  lineCount,
  NONE,
  type Params,
  type Puzzle,
  type Solution,
  WHITE,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Masyu as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const mashu = genreType<Puzzle, Solution, Params, Attempt, LineDeduction>(
  {
    id: "mashu",
    title: "Masyu",
    kind: "lines",
    description:
      "Draw one loop through the centres of cells, through every pearl: straight through a white pearl, turning in a cell beside it; turning on a black pearl, straight through both cells beside it.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/hitori`: Hitori as a Gridsmith puzzle type: text, JSON, puzz.link link and
 * pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the
 * engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats, solutionText } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { type CellDeduction, hints } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { type CellDeduction, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  type Cell,
  EMPTY,
  limits,
  MAX_NUMBER,
  type Params,
  type Puzzle,
  type Solution,
  UNKNOWN,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";

/** Hitori as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const hitori = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "hitori",
    title: "Hitori",
    kind: "shading",
    description:
      "Shade cells so no number repeats unshaded in a row or column, no two shaded cells touch by a side, and the unshaded cells stay connected.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

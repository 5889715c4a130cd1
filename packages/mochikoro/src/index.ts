/**
 * `@gridsmith/mochikoro`: Mochikoro as a Gridsmith puzzle type: puzz.link link, pzprv3 file and JSON
 * formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the engine's
 * explained propagation, a grader and a seeded generator.
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
export { generate, sizeParams } from "./generate.js";
export { type CellDeduction, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  EMPTY,
  limits,
  MAX_NUMBER,
  type Params,
  type Puzzle,
  type Rect,
  rectsOf,
  type Solution,
  UNKNOWN,
} from "./puzzle.js";
export { areaOf, check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";

/** Mochikoro as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const mochikoro = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "mochikoro",
    kind: "shading",
    title: "Mochikoro",
    description:
      "Shade cells so the unshaded cells form rectangles, each holding at most one number, its area; the rectangles touch only at corners and stay connected through them, and no 2x2 block is all shaded.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

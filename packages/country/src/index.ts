/**
 * `@gridsmith/country`: Country Road (puzz.link's `country`) as a Gridsmith puzzle type: puzz.link link and
 * pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the
 * engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType, type LineDeduction } from "@gridsmith/kit";
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
export { checkParams, generate } from "./generate.js";
export { hints, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  cellLines,
  limits,
  lineCount,
  numbersAtTop,
  type Params,
  type Puzzle,
  roomCells,
  roomNumber,
  type Solution,
  topCell,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Country Road as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const country = genreType<Puzzle, Solution, Params, Attempt, LineDeduction>(
  {
    id: "country",
    kind: "lines",
    title: "Country Road",
    description:
      "Draw one loop through the centres of cells that enters every room exactly once. A room's number counts the cells of it the loop visits; two cells beside each other across a room's border are not both left out.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

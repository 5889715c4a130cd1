/**
 * `@gridsmith/yajirin`: Yajilin (puzz.link's `yajilin`, pzprjs's `yajirin`) as a Gridsmith puzzle type:
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
import { hints, type YajilinDeduction } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionText } from "./text.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { hints, TECHNIQUES, type YajilinDeduction } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  answerLength,
  arrowCells,
  cellLines,
  DOWN,
  isClue,
  LEFT,
  limits,
  lineCount,
  NO_ARROW,
  type Params,
  type Puzzle,
  RIGHT,
  type Solution,
  UP,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Yajilin as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const yajirin = genreType<Puzzle, Solution, Params, Attempt, YajilinDeduction>(
  {
    id: "yajirin",
    kind: "lines",
    title: "Yajilin",
    description:
      "Shade some cells and draw one loop through the centres of all the others that are not clues. Shaded cells never touch side by side; an arrow's number counts the shaded cells it points at.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/numlin`: Numberlink (puzz.link's `numlin`) as a Gridsmith puzzle type: puzz.link link and
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
import { solve, unsupported } from "./solve.js";
import { solutionText } from "./text.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { hints, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  cellLines,
  HIDDEN,
  limits,
  lineCount,
  MAX_NUMBER,
  NO_NUMBER,
  numberCells,
  type Params,
  type Puzzle,
  type Solution,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, linkCount, solve, unsupported } from "./solve.js";
export { solutionText } from "./text.js";

/** Numberlink as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const numlin = genreType<Puzzle, Solution, Params, Attempt, LineDeduction>(
  {
    id: "numlin",
    kind: "lines",
    title: "Numberlink",
    description:
      "Join each pair of equal numbers with a line through the centres of cells. Lines never branch, cross or pass through a number; cells may be left empty.",
    formats,
  },
  {
    limits,
    fromJson,
    validate: (p) => validate(p, unsupported),
    solve,
    check,
    hints,
    play,
    solutionText,
    examples,
  },
  { generate, params: sizeParams.hooks },
);

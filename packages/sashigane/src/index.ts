/**
 * `@gridsmith/sashigane`: Sashigane (puzz.link's `sashigane`) as a Gridsmith puzzle type: puzz.link link and
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

// Kit's piece this type's borders are counted with, under this package's name too.
export { edgeCount } from "@gridsmith/kit";
export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate, sizeParams } from "./generate.js";
export { TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  ARROW_DOWN,
  ARROW_LEFT,
  ARROW_RIGHT,
  ARROW_UP,
  CIRCLE,
  EMPTY,
  limits,
  type Params,
  type Puzzle,
  type Solution,
  UNKNOWN,
} from "./puzzle.js";
export { check, lOf, solutionProblems, validate } from "./rules.js";
export { lShapes, MAX_COVER } from "./shapes.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Sashigane as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const sashigane = genreType<Puzzle, Solution, Params, Attempt, BorderDeduction>(
  {
    id: "sashigane",
    title: "Sashigane",
    kind: "regions",
    description:
      "Divide the grid into L shapes one cell wide: a circle is an L's corner (a number in it counts the L's cells), an arrow is an end of an L and points toward its corner.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

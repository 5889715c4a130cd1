/**
 * `@gridsmith/shikaku`: Shikaku (puzz.link's `shikaku`, "divide by box") as a Gridsmith puzzle type:
 * puzz.link link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and
 * explanations from the engine's explained propagation, a grader and a seeded generator.
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

/** What a Shikaku hint decides: an edge is a border, or not (kit's border genres' deduction). */
export type EdgeDeduction = BorderDeduction;

// Kit's pieces this type's borders are named with, under this package's name too.
export { edgeCount, edgeSides } from "@gridsmith/kit";
export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export { EMPTY, limits, type Params, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
export { MAX_COVER, rectangles } from "./rectangles.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";
export { solutionText } from "./text.js";

/** Shikaku as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const shikaku = genreType<Puzzle, Solution, Params, Attempt, BorderDeduction>(
  {
    id: "shikaku",
    title: "Shikaku",
    kind: "regions",
    description:
      "Divide the grid into rectangles along its lines so that each rectangle holds exactly one number, and that number is its area in cells.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

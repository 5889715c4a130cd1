/**
 * `@gridsmith/tentaisho`: Tentaisho (Spiral Galaxies, puzz.link's `tentaisho`) as a Gridsmith puzzle type:
 * text, JSON, puzz.link link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints
 * and explanations from the engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { type BorderDeduction, genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats, solutionText } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { hints } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { generate, sizeParams } from "./generate.js";
export { TECHNIQUES } from "./hints.js";
export { type Attempt, boardDots, play } from "./play.js";
export * from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve, type TentaishoModel } from "./solve.js";

/** Tentaisho as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const tentaisho = genreType<Puzzle, Solution, Params, Attempt, BorderDeduction>(
  {
    id: "tentaisho",
    title: "Tentaisho",
    kind: "regions",
    description:
      "Divide the grid along its lines into galaxies, each holding exactly one dot and symmetric about it by a half turn.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

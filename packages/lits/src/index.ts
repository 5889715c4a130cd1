/**
 * `@gridsmith/lits`: LITS as a Gridsmith puzzle type: puzz.link link, pzprv3 file and JSON formats, a solver
 * on `@gridsmith/constraint`, a checker, hints and explanations from the engine's explained propagation, a
 * grader and a seeded generator.
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
export { checkParams, generate, sizeParams } from "./generate.js";
export { type CellDeduction, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildLitsModel, buildModel, type LitsModel, solve } from "./solve.js";
export { placements, SHAPES, type Shape, shapeOf } from "./tetromino.js";

/** LITS as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const lits = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "lits",
    kind: "shading",
    title: "LITS",
    description:
      "Shade a tetromino in every room so that no two of the same shape touch across a border, no 2x2 block is all shaded, and the shaded cells stay connected.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

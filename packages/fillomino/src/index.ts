/**
 * `@gridsmith/fillomino`: Fillomino (puzz.link's `fillomino`) as a Gridsmith puzzle type: text, JSON,
 * puzz.link link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and
 * explanations from the engine's explained propagation, a grader and a seeded generator.
 *
 * @packageDocumentation
 */
import { genreType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats, solutionText } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { generate, sizeParams } from "./generate.js";
import { hints, type Placement } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { hints, type Placement, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export * from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, cellDomains, solve } from "./solve.js";

/** Fillomino as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const fillomino = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "fillomino",
    kind: "numbers",
    title: "Fillomino",
    description:
      "Write a number in every cell, dividing the grid into regions: each number is the size of its region, and two regions of one size never share an edge.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

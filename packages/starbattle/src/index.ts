/**
 * `@gridsmith/starbattle`: Star Battle as a Gridsmith puzzle type: text, JSON, puzz.link link and pzprv3 file
 * formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from the engine's explained
 * propagation, a grader and a seeded generator.
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
export * from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, postBands, solve, starLineAutomaton } from "./solve.js";

/** Star Battle as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const starbattle = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "starbattle",
    title: "Star Battle",
    kind: "shading",
    description:
      "Place stars so every row, column and region holds the given number of them, and no two stars touch, not even at a corner.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/shimaguni`: Shimaguni (Islands) as a Gridsmith puzzle type: puzz.link link, pzprv3 file and JSON
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
export { EMPTY, limits, MAX_NUMBER, type Params, type Puzzle, type Solution } from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, solve } from "./solve.js";

/** Shimaguni (Islands) as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const shimaguni = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "shimaguni",
    kind: "shading",
    title: "Shimaguni (Islands)",
    description:
      "Shade one island (cells joined by their sides) in every room, as large as the room's number; islands of two rooms never touch by a side, and rooms side by side have islands of different sizes.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

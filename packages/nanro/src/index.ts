/**
 * `@gridsmith/nanro`: Nanro (puzz.link's `nanro`) as a Gridsmith puzzle type: text, JSON, puzz.link
 * link and pzprv3 file formats, a solver on `@gridsmith/constraint`, a checker, hints and explanations from
 * the engine's explained propagation, a grader and a seeded generator.
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

/** Nanro as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const nanro = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "nanro",
    kind: "numbers",
    title: "Nanro",
    description:
      "Write numbers in some cells: each room holds one number N in N of its cells, the numbered cells are connected, no 2x2 block is all numbered, and equal numbers never touch across a room border.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

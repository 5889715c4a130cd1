/**
 * `@gridsmith/building`: Skyscrapers (puzz.link's `building`) as a Gridsmith puzzle type: text, JSON,
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

// Kit's framed-clue pieces, which this type's puzzle is built on, under this package's name too.
export { type CluePlace, cluePlace, NO_CLUE, type Side, sightLine, UNKNOWN_CLUE } from "@gridsmith/kit";
export * from "./formats/index.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate } from "./generate.js";
export { type Placement, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export { limits, MAX_SIDE, type Params, type Puzzle, type Solution, visibleCount } from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, sightAutomaton, solve } from "./solve.js";

/** Skyscrapers as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const building = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "building",
    title: "Skyscrapers",
    kind: "numbers",
    description:
      "Fill the grid with buildings so every row and column holds each height once, and each clue around the grid counts the buildings seen from there.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

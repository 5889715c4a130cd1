/**
 * `@gridsmith/easyasabc`: Easy as ABC (puzz.link's `easyasabc`) as a Gridsmith puzzle type: text, JSON,
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
export {
  firstLetter,
  letterOf,
  limits,
  MAX_LETTERS,
  MAX_SIDE,
  type Params,
  type Puzzle,
  type Solution,
} from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { buildModel, lineAutomaton, solve } from "./solve.js";

/** Easy as ABC as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const easyasabc = genreType<Puzzle, Solution, Params, Attempt, Placement>(
  {
    id: "easyasabc",
    title: "Easy as ABC",
    kind: "numbers",
    description:
      "Write the letters in the grid so every row and column holds each once, the other cells empty; each clue around the grid is the letter seen first from there.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

/**
 * `@gridsmith/tapa`: Tapa as a Gridsmith puzzle type: puzz.link link, pzprv3 file and JSON
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
export { attemptProblems, fromJson, readClue, shapeProblems } from "./from-json.js";
export { generate, sizeParams } from "./generate.js";
export { type CellDeduction, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export {
  blockLengths,
  clueMet,
  limits,
  MAX_NUMBERS,
  type Params,
  type Puzzle,
  ring,
  type Solution,
  UNKNOWN,
} from "./puzzle.js";
export { check, clueText, solutionProblems, validate } from "./rules.js";
export { buildModel, clueTuples, solve } from "./solve.js";

/** Tapa as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const tapa = genreType<Puzzle, Solution, Params, Attempt, CellDeduction>(
  {
    id: "tapa",
    kind: "shading",
    title: "Tapa",
    description:
      "Shade cells so each clue lists the lengths of the blocks of shaded cells among its eight neighbours, clue cells stay unshaded, the shaded cells are connected, and no 2x2 block is all shaded.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText, examples },
  { generate, params: sizeParams.hooks },
);

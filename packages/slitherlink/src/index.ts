/**
 * `@gridsmith/slitherlink`: Slitherlink as a Gridsmith puzzle type. Text, JSON, puzz.link link and pzprv3
 * file formats, a solver on `@gridsmith/constraint` (the engine's single-circuit constraint over 0/1 edges
 * and a sum per clue), a checker written apart from it, hints with reasons, a step-by-step explanation, a
 * grader and a seeded generator of puzzles with one solution.
 *
 * @packageDocumentation
 */
import { genreType, gridParams } from "@gridsmith/kit";
import { drawLoop } from "./draw.js";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { checkParams, generate } from "./generate.js";
import { type EdgeDeduction, hints } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { DIFFICULTIES, GENERATE_MAX_SIDE, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

export { drawLoop } from "./draw.js";
export { examples } from "./examples.js";
// The formats' index is the list of what they export.
export * from "./formats/index.js";
export {
  checkParams,
  EASY_MAX_CELLS,
  firstDraw,
  generate,
  MIDDLE_MIN_CELLS,
  type Removal,
  randomLoop,
  solvedByPropagation,
} from "./generate.js";
export { type EdgeDeduction, explain, grade, hint, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export * from "./puzzle.js";
export { check, solutionProblems, validate } from "./rules.js";
export { fromJson, limits } from "./shape.js";
export { buildModel, colourBrancher, postCellColours, type SlitherModel, solve } from "./solve.js";

/** The generator's params: the sides of the grid and the difficulty. */
const params = gridParams(
  {
    maxSide: GENERATE_MAX_SIDE,
    defaultWidth: 7,
    levels: DIFFICULTIES,
    difficulty: {
      default: "easy",
      help: "the level grade gives the puzzle; easy up to 144 cells (12 x 12; medium past it when not given), medium and hard from 14 cells, a 2 x 2 expert only",
    },
  },
  checkParams,
);

/** Slitherlink as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const slitherlink = genreType<Puzzle, Solution, Params, Attempt, EdgeDeduction>(
  {
    id: "slitherlink",
    title: "Slitherlink",
    kind: "lines",
    description:
      "Draw one closed loop along the grid lines, without branches or crossings, so that each number tells how many of its cell's four sides the loop uses.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints, play, solutionText: drawLoop, examples },
  { generate, params },
);

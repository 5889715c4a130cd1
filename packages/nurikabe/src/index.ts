/**
 * `@gridsmith/nurikabe`: Nurikabe as a Gridsmith puzzle type. Text, JSON, puzz.link link and pzprv3 file
 * formats, a solver on `@gridsmith/constraint` (an island label per cell, the engine's `Connected` for
 * each island and for the walls, a linear constraint per 2x2 block), a checker written apart from it, hints
 * with reasons, a step-by-step explanation, a grader and a seeded generator of puzzles with one solution.
 *
 * @packageDocumentation
 */
import { gridParams, type PuzzleType } from "@gridsmith/kit";
import { drawShading } from "./draw.js";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, pzprv3Format, textFormat } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { checkParams, generate } from "./generate.js";
import { type CellDeduction, explain, grade, hint } from "./hints.js";
import { type Attempt, play } from "./play.js";
import {
  DIFFICULTIES,
  limits,
  MAX_GENERATED_SIDE,
  type Params,
  type Puzzle,
  type Solution,
} from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export { drawShading } from "./draw.js";
export { examples } from "./examples.js";
// The formats' index is the list of what they export.
export * from "./formats/index.js";
export { fromJson, shapeProblems } from "./from-json.js";
export { checkParams, generate, solvedByPropagation } from "./generate.js";
export { type CellDeduction, explain, grade, hint, TECHNIQUES } from "./hints.js";
export { IslandGrowth } from "./island-growth.js";
export { clueCells, reachOf } from "./model.js";
export { type Attempt, play } from "./play.js";
export * from "./puzzle.js";
export { attemptProblems, check, solutionProblems, validate } from "./rules.js";
export { type BuildOptions, buildModel, type NurikabeModel, solve } from "./solve.js";

/** The generator's params: the sides of the grid and the difficulty. */
const params = gridParams(
  {
    maxSide: MAX_GENERATED_SIDE,
    defaultWidth: 7,
    levels: DIFFICULTIES,
    difficulty: {
      help: "the level grade gives the puzzle; any when not given",
    },
  },
  checkParams,
);

/** Nurikabe as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const nurikabe: PuzzleType<Puzzle, Solution, Params, Attempt, CellDeduction> = {
  id: "nurikabe",
  title: "Nurikabe",
  kind: "shading",
  description:
    "Shade cells to make walls so that each number is in an island of unshaded cells of that size, every island holds exactly one number, all the walls connect, and no 2x2 block is all wall.",
  formats: [textFormat, jsonFormat, puzzlinkFormat, pzprv3Format],
  limits,
  fromJson,
  validate,
  solve,
  check: (puzzle, attempt) => check(puzzle, attempt as number[]),
  hint: (puzzle, attempt) => hint(puzzle, attempt as number[] | undefined),
  explain,
  generate,
  grade,
  play,
  params,
  solutionToText: drawShading,
  examples,
};

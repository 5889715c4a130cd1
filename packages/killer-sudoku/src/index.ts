/**
 * `@gridsmith/killer-sudoku`: killer sudoku as a Gridsmith puzzle type (4x4, 6x6 and 9x9). Text and JSON
 * formats, a solver on `@gridsmith/constraint` (all-different per unit, a table of digit orderings per cage),
 * a checker, hints with reasons, a step-by-step explanation, a grader and a seeded generator of puzzles with
 * one solution.
 *
 * @packageDocumentation
 */
import { choiceField, genreType, type ParamsHooks, type ParamValues, squareSizeField } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { checkParams, generate } from "./generate.js";
import { explain, grade, hint } from "./hints.js";
import type { Placement } from "./logic.js";
import { type KillerAttempt, play } from "./play.js";
import { DIFFICULTIES, type Difficulty, type Params, type Puzzle, SIZES, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

export { combinations, digitsOf, sumRange } from "./combinations.js";
export { examples } from "./examples.js";
export * from "./formats/index.js";
export { checkParams, generate, randomCages, randomGrid } from "./generate.js";
export { explain, grade, hint, techniqueLevel } from "./hints.js";
export { type Placement, TECHNIQUES } from "./logic.js";
export type { KillerAttempt } from "./play.js";
export * from "./puzzle.js";
export { type RegionSum, regionSums, regionsOf } from "./regions.js";
export { cageName, check, digitProblems, solutionError, structureProblems, validate } from "./rules.js";
export { fromJson, limits, SUM_RANGE } from "./shape.js";
export { buildModel, type ModelOptions, solve } from "./solve.js";

/** Reads `--size 9` and `--max-cage 5` into generator params. */
function readParams(values: ParamValues): Params {
  try {
    return checkParams({
      size: values.size === undefined ? undefined : Number(values.size),
      maxCage: values["max-cage"] === undefined ? undefined : Number(values["max-cage"]),
      ...(values.difficulty === undefined ? {} : { difficulty: values.difficulty as Difficulty }),
    });
  } catch (e) {
    throw new Error(`--size/--max-cage/--difficulty: ${(e as Error).message}`);
  }
}

/** Writes a filled grid as n rows of digits. */
function solutionText(puzzle: Puzzle, solution: Solution): string {
  const { size } = puzzle;
  return `${Array.from({ length: size }, (_, r) => solution.slice(r * size, (r + 1) * size).join("")).join("\n")}\n`;
}

/** The generator's params: the size, the largest cage and the difficulty. */
const params: ParamsHooks<Params> = {
  fields: [
    squareSizeField(SIZES, 9),
    {
      name: "max-cage",
      label: "Largest cage",
      kind: "number",
      min: 2,
      max: 9,
      help: "cells in the largest cage, at most the size; default: 4, or the size when smaller",
    },
    choiceField("difficulty", "Difficulty", DIFFICULTIES, {
      help: "whatever the cages give when not given; 4 x 4 easy or medium",
    }),
  ],
  read: readParams,
};

/** Killer sudoku as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const killerSudoku = genreType<Puzzle, Solution, Params, KillerAttempt, Placement>(
  {
    id: "killer-sudoku",
    title: "Killer Sudoku",
    kind: "numbers",
    description:
      "Fill the grid so every row, column and box holds each digit once, and the digits in each cage add up to its sum without repeating.",
    formats,
  },
  { limits, fromJson, validate, solve, check, hints: { hint, explain, grade }, play, solutionText, examples },
  { generate, params },
);

/**
 * `@gridsmith/tentaisho`: Tentaisho as a Gridsmith puzzle type (a format, a solver on
 * `@gridsmith/constraint`, a checker, hints, explanations, a grader and a seeded generator).
 *
 * @packageDocumentation
 */
import { type PuzzleType, sideParams } from "@gridsmith/kit";
import { gridFormat } from "./format.js";
import { fromJson } from "./from-json.js";
import { generate } from "./generate.js";
import { hints, type Placement } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, MAX_SIZE, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export { gridFormat } from "./format.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { hints, type Placement, TECHNIQUES } from "./hints.js";
export { type Attempt, play } from "./play.js";
export { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
export { buildModel, solve } from "./solve.js";

/** Tentaisho as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const tentaisho: PuzzleType<Puzzle, Solution, Params, Attempt, Placement> = {
  id: "tentaisho",
  title: "Tentaisho",
  // What a player does, for the site's grouping: shading, lines, regions, numbers, words or other.
  kind: "regions",
  description: "Fill the grid so every row and column holds each digit once.",
  formats: [gridFormat],
  limits,
  fromJson,
  validate,
  solve,
  check: (puzzle, attempt) => check(puzzle, attempt as number[]),
  ...hints,
  generate,
  play,
  // One field per generator setting: the CLI's `generate --size N`, the site's form, the API's `options`.
  // One size, checked against the limits as it is read, so a bad value fails before any work; a type with
  // more settings writes its own ParamsHooks from the kit's fields (gridParams, choiceField, ...).
  params: sideParams(1, MAX_SIZE, 4).hooks,
  solutionToText: (puzzle, solution) => gridFormat.serialize!({ size: puzzle.size, cells: solution }),
  examples: [{ name: "4x4", text: ".2.1\n1...\n....\n3.2.\n" }],
};

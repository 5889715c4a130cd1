/**
 * `@gridsmith/lightup`: Lightup as a Gridsmith puzzle type (a format, a solver on
 * `@gridsmith/constraint`, a checker, hints and a seeded generator).
 *
 * @packageDocumentation
 */
import type { PuzzleType } from "@gridsmith/kit";
import { gridFormat } from "./format.js";
import { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
import { generate } from "./generate.js";
import { hint, type Placement } from "./hints.js";
import { type Attempt, play } from "./play.js";
import { limits, MAX_SIZE, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export { gridFormat } from "./format.js";
export { attemptProblems, fromJson, shapeProblems } from "./from-json.js";
export { hint, type Placement } from "./hints.js";
export { type Attempt, play } from "./play.js";
export { limits, type Params, type Puzzle, type Solution } from "./puzzle.js";
export { buildModel, solve } from "./solve.js";

/** Lightup as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const lightup: PuzzleType<Puzzle, Solution, Params, Attempt, Placement> = {
  id: "lightup",
  title: "Lightup",
  description: "Fill the grid so every row and column holds each digit once.",
  formats: [gridFormat],
  limits,
  fromJson,
  validate,
  solve,
  check: (puzzle, attempt) => check(puzzle, attempt as number[]),
  hint,
  generate,
  play,
  // One field per generator setting: the CLI's `generate --size N`, the site's form, the API's `options`.
  params: {
    fields: [{ name: "size", label: "Size", kind: "number", min: 1, max: MAX_SIZE, default: 4 }],
    // Checked against the limits here, so a bad value fails before any work.
    read(values) {
      const size = Number(values.size ?? 4);
      if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
        throw new Error(`--size takes 1 to ${MAX_SIZE}, not '${values.size}'`);
      return { size };
    },
  },
  solutionToText: (puzzle, solution) => gridFormat.serialize!({ size: puzzle.size, cells: solution }),
  examples: [{ name: "4x4", text: ".2.1\n1...\n....\n3.2.\n" }],
};

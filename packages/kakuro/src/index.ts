/**
 * `@gridsmith/kakuro`: kakuro (cross sums) as a Gridsmith puzzle type. Text, JSON, puzz.link link and pzprv3
 * file formats, a solver on `@gridsmith/constraint` with an exact per-entry combination propagator, a
 * checker, hints with reasons, a grader and a seeded generator of puzzles with one solution.
 *
 * @packageDocumentation
 */
import type { ParamValues, PuzzleType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, pzprv3Format, textFormat, writeGrid } from "./formats/index.js";
import { checkParams, GENERATE_SIDE, generate } from "./generate.js";
import { explain, grade, hint } from "./hints.js";
import type { Placement } from "./logic.js";
import { checkAttempt } from "./mistakes.js";
import { type KakuroAttempt, type KakuroPlay, play } from "./play.js";
import type { Params, Puzzle, Solution } from "./puzzle.js";
import { validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

export { EntryFirst } from "./brancher.js";
export { combinations, sumRange, supportedDigits } from "./combinations.js";
export { type Drawing, puzzleOfDrawing } from "./drawing.js";
export { type Direction, type Entry, type Layout, layoutOf } from "./entries.js";
export { examples } from "./examples.js";
export {
  jsonFormat,
  type Pzprv3Board,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  textFormat,
  writePzprv3,
} from "./formats/index.js";
export { generate } from "./generate.js";
export { explain, grade, hint } from "./hints.js";
export type { Placement } from "./logic.js";
export { checkAttempt } from "./mistakes.js";
export type { KakuroAttempt, KakuroPlay } from "./play.js";
export type { Block, KakuroCell, Params, Puzzle, Solution } from "./puzzle.js";
export { check, structureProblems, validate } from "./rules.js";
export { fromJson, limits } from "./shape.js";
export { buildModel, type KakuroModel, type ModelOptions, solve } from "./solve.js";
export { solutionError } from "./verify.js";

/** Reads `--size 7x7` (or `7`) and `--density 0.3` into generator params. */
function readParams(values: ParamValues): Params {
  const size = String(values.size ?? "8x8");
  const match = /^(\d+)(?:x(\d+))?$/.exec(size);
  if (!match)
    throw new Error(
      `--size takes ROWSxCOLS or N (${GENERATE_SIDE.min} to ${GENERATE_SIDE.max}), got '${size.slice(0, 20)}'`,
    );
  const rows = Number(match[1]);
  const cols = Number(match[2] ?? match[1]);
  const density = values.density === undefined ? undefined : Number(values.density);
  try {
    return checkParams({ rows, cols, ...(density === undefined ? {} : { density }) });
  } catch (e) {
    throw new Error(`--size/--density: ${(e as Error).message}`);
  }
}

/** Kakuro as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const kakuro: PuzzleType<Puzzle, Solution, Params, KakuroAttempt, Placement> & { play: KakuroPlay } = {
  id: "kakuro",
  title: "Kakuro",
  kind: "numbers",
  description:
    "Write a digit 1-9 in every white cell so that each run of white cells adds up to the clue at its start, with no digit twice in a run.",
  formats: [textFormat, jsonFormat, puzzlinkFormat, pzprv3Format],
  limits,
  fromJson,
  validate,
  solve,
  check: checkAttempt,
  hint,
  explain,
  generate,
  grade,
  params: {
    fields: [
      {
        name: "size",
        label: "Size",
        kind: "text",
        default: "8x8",
        help: `ROWSxCOLS or N, ${GENERATE_SIDE.min} to ${GENERATE_SIDE.max}, clue row and column included`,
      },
      {
        name: "density",
        label: "Black cells",
        kind: "number",
        min: 0,
        max: 0.6,
        default: 0.25,
        help: "the share of black cells inside the clue row and column",
      },
    ],
    read: readParams,
  },
  play,
  solutionToText: (puzzle, solution) => writeGrid(puzzle, solution),
  examples,
};

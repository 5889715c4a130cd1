/**
 * `@gridsmith/sudoku`: sudoku of sizes 4x4 to 25x25 as a Gridsmith puzzle type. Formats (the seed's grid,
 * one line, framed, .ss, .sdk, ipuz, puzz.link), an exact solver (a bitboard kernel for 9x9, the constraint
 * engine for every size), a checker, hints with reasons, a grader and a generator. The type object
 * {@link sudoku} is the entry point; the names beside it are its parts, for a program that wants one.
 *
 * @packageDocumentation
 */
import {
  choiceField,
  type ParamsHooks,
  type ParamValues,
  type PuzzleType,
  squareSizeField,
} from "@gridsmith/kit";
import { check } from "./check.js";
import { examples } from "./examples.js";
import { boxedGridText, cellsText, formats, writeCellsJson } from "./formats/index.js";
import { formatSolve } from "./formats/solve-output.js";
import { fromJson } from "./from-json.js";
import {
  type GenerateParams,
  generate,
  resolveGenerateParams,
  SYMMETRIES,
  type Symmetry,
} from "./generate.js";
import { explain, grade, hint, type SudokuDeduction } from "./hints.js";
import { LEVELS, type Level } from "./logic/ladder.js";
import { play, type SudokuAttempt } from "./play.js";
import { limits, SIZES, type Sudoku, type SudokuSolution } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solver/solve.js";
import { solveLines } from "./solver/solve-lines.js";

export { check } from "./check.js";
export { examples } from "./examples.js";
export {
  formats,
  gridFormat,
  type Pzprv3Board,
  pzprv3Format,
  readPzprv3Board,
  writePzprv3,
} from "./formats/index.js";
export { fromJson } from "./from-json.js";
export { type GenerateParams, generate, SYMMETRIES, type Symmetry } from "./generate.js";
export {
  explain,
  grade,
  hint,
  type SudokuDeduction,
  type SudokuHintInput,
  type SudokuStep,
} from "./hints.js";
export { LEVELS, type Level } from "./logic/ladder.js";
export type { SudokuAttempt } from "./play.js";
export { boxShape, limits, SIZES, type Sudoku, type SudokuSolution } from "./puzzle.js";
export { isSolutionOf, validate } from "./rules.js";
export { type SolverPath, type SudokuSolveOptions, solve } from "./solver/solve.js";

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !allowed.includes(value as T)) {
    throw new RangeError(`--${name} must be one of ${allowed.join(", ")}, got '${String(value)}'`);
  }
  return value as T;
}

/** `generate`'s flags (`--difficulty`, `--size`, `--symmetry`) as {@link GenerateParams}. */
function generateParams(values: ParamValues): GenerateParams {
  const raw = typeof values.size === "number" ? String(values.size) : values.size;
  if (raw !== undefined && (typeof raw !== "string" || !/^\d{1,12}$/.test(raw.trim())))
    throw new RangeError(`--size takes one of ${SIZES.join(", ")}, got '${String(raw).slice(0, 20)}'`);
  const size = raw === undefined ? undefined : Number(raw);
  return resolveGenerateParams({
    size,
    difficulty: oneOf<Level>("difficulty", values.difficulty, LEVELS),
    symmetry: oneOf<Symmetry>("symmetry", values.symmetry, SYMMETRIES),
  });
}

/** The generator's params: the size, the difficulty and the symmetry of the givens. */
const params: ParamsHooks<GenerateParams> = {
  fields: [
    squareSizeField(SIZES, 9),
    choiceField("difficulty", "Difficulty", LEVELS, {
      default: "medium",
      help: "of the hardest step the solution needs; 4 x 4 easy only, 6 x 6 no hard, 25 x 25 no diabolical",
    }),
    choiceField("symmetry", "Symmetry", ["rotational", "mirror", "diagonal", "none"], {
      default: "rotational",
      help: "of the givens' places",
    }),
  ],
  read: generateParams,
};

/** Sudoku as a Gridsmith puzzle type: formats, validation, solver, checker, hints, grader and generator. */
export const sudoku: PuzzleType<Sudoku, SudokuSolution, GenerateParams, SudokuAttempt, SudokuDeduction> = {
  id: "sudoku",
  title: "Sudoku",
  kind: "numbers",
  description:
    "Fill the grid so that every row, column and box holds each digit once (4x4 to 25x25, 9x9 classic).",
  formats,
  limits,
  fromJson,
  validate,
  solve,
  check,
  hint,
  explain,
  generate,
  grade,
  params,
  play,
  solutionToText: (puzzle, solution) => boxedGridText({ size: puzzle.size, cells: solution.cells }),
  // The seed's layout on the command line; a solution is its cells' text in NDJSON.
  formatSolve,
  solutionToJson: (_puzzle, solution) => cellsText(solution.cells),
  writeSolutionJson: (_puzzle, solution, out) => writeCellsJson(solution.cells, out),
  // A batch's 81-character lines straight from their text (the data sets' files), checked as `solve` checks.
  solveLines,
  examples,
};

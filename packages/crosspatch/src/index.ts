/**
 * `@gridsmith/crosspatch`: crosspatch (fill-in, Kriss Kross) puzzles for Gridsmith. kkck's format and
 * output, an exact solver (the choice store and kkck's reductions as propagation in the engine's search),
 * hints, grading, and a constructor after Jensen's 1997 thesis that generates new puzzles. The type object
 * {@link crosspatch} is the entry point; the names beside it are its parts and the constructor's pieces, for
 * a program that wants one.
 *
 * @packageDocumentation
 */
import type { PuzzleType } from "@gridsmith/kit";
import { checkAttempt } from "./check.js";
import type { CrosspatchDeduction } from "./deductions.js";
import { loadEnglishWords } from "./english.js";
import { examples } from "./examples.js";
import { ipuzFormat } from "./formats/ipuz.js";
import { jsonFormat } from "./formats/json.js";
import { kkckFormat } from "./formats/kkck.js";
import { formatKkck, showSolution } from "./formats/kkck-output.js";
import { fromJson } from "./from-json.js";
import { checkParams, generateCrosspatch } from "./generate/index.js";
import { params } from "./generate/params.js";
import { geometryOf } from "./geometry.js";
import { explainPuzzle, gradePuzzle, hintFor } from "./hints.js";
import { type CrosspatchAttempt, play } from "./play.js";
import { type CrosspatchParams, type CrosspatchPuzzle, type CrosspatchSolution, limits } from "./puzzle.js";
import { validate } from "./rules.js";
import { solveCrosspatch } from "./solve.js";

export type { CrosspatchDeduction, PlaceWord, TakeBackLetters } from "./deductions.js";
export { loadEnglishWords } from "./english.js";
export { ipuzFormat } from "./formats/ipuz.js";
export { jsonFormat } from "./formats/json.js";
export { type KkckSource, kkckFormat, readKkck, writeKkck } from "./formats/kkck.js";
export { formatKkck } from "./formats/kkck-output.js";
export { denseFill, type PatternOptions } from "./generate/dense.js";
export { Dictionary, type LengthIndex } from "./generate/dictionary.js";
export { generateCrosspatch } from "./generate/index.js";
export { sparseLayout } from "./generate/sparse.js";
export { type Geometry, type GridCell, geometryOf, type Slot, slotsInReadingOrder } from "./geometry.js";
export type { CrosspatchAttempt } from "./play.js";
export type {
  CrosspatchParams,
  CrosspatchPuzzle,
  CrosspatchSolution,
  DenseParams,
  Placement,
  SparseParams,
} from "./puzzle.js";
export { verifyAssignment } from "./rules.js";
export { solveCrosspatch } from "./solve.js";

/**
 * Crosspatch as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve
 * (formats, validation, solver, checker, hints, grader and generator).
 */
export const crosspatch: PuzzleType<
  CrosspatchPuzzle,
  CrosspatchSolution,
  CrosspatchParams,
  CrosspatchAttempt,
  CrosspatchDeduction
> = {
  id: "crosspatch",
  title: "Crosspatch",
  kind: "words",
  description:
    "Fit every word of the list into the grid, crossing words sharing their letters (fill-in, Kriss Kross).",
  formats: [kkckFormat, ipuzFormat, jsonFormat],
  limits,
  fromJson,
  validate,
  solve: solveCrosspatch,
  check: checkAttempt,
  hint: hintFor,
  explain: explainPuzzle,
  grade: gradePuzzle,
  play,
  generate: generateCrosspatch,
  // A dense grid with no word list of its own fills from the bundled English list, loaded only then.
  async prepareGenerate(params) {
    checkParams(params);
    if (params.kind === "dense" && !params.words) await loadEnglishWords();
  },
  params,
  solutionToText: (puzzle, solution) => `${showSolution(solution, geometryOf(puzzle.grid))}\n`,
  // kkck's output on the command line; a solution's rows and placements in NDJSON.
  formatSolve: (_input, puzzle, result) => formatKkck(puzzle, result),
  solutionToJson: (_puzzle, solution) => ({ rows: solution.rows, placements: solution.placements }),
  examples,
};

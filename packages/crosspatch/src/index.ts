/**
 * `@gridsmith/crosspatch`: crosspatch (fill-in, Kriss Kross) puzzles for Gridsmith. kkck's format and
 * output, an exact solver (the choice store and kkck's reductions as propagation in the engine's search),
 * hints, grading, and a constructor after Jensen's 1997 thesis that generates new puzzles.
 * @packageDocumentation
 */
import type { PuzzleType } from "@gridsmith/kit";
import { checkAttempt } from "./check.js";
import { cliHooks } from "./cli-hooks.js";
import { loadEnglishWords } from "./english.js";
import { examples } from "./examples.js";
import { explainPuzzle, gradePuzzle, hintFor } from "./explain.js";
import { ipuzFormat } from "./formats/ipuz.js";
import { jsonFormat } from "./formats/json.js";
import { kkckFormat } from "./formats/kkck.js";
import { checkParams, generateCrosspatch } from "./generate/index.js";
import { geometryOf } from "./geometry.js";
import { showSolution } from "./kkck-output.js";
import { fromJson, limits, shapeProblems } from "./limits.js";
import type { PlaceWord } from "./logic.js";
import { type CrosspatchAttempt, play } from "./play.js";
import { solveCrosspatch } from "./solve.js";
import { checkStructure } from "./structure.js";
import type { CrosspatchParams, CrosspatchPuzzle, CrosspatchSolution } from "./types.js";

export { cliHooks, parseSize, splitWords } from "./cli-hooks.js";
export { Dictionary, type LengthIndex } from "./construct/dictionary.js";
export { type FillOptions, type FillResult, filledRows, fillGrid } from "./construct/fill.js";
export { englishWords, loadEnglishWords } from "./english.js";
export { explainPuzzle, gradePuzzle, hintFor } from "./explain.js";
export { ipuzFormat } from "./formats/ipuz.js";
export { jsonFormat } from "./formats/json.js";
export { type KkckSource, kkckFormat, readKkck, writeKkck } from "./formats/kkck.js";
export { denseFill, densePattern, type PatternOptions } from "./generate/dense.js";
export { checkParams, generateCrosspatch } from "./generate/index.js";
export { sparseLayout } from "./generate/sparse.js";
export { publishUnique } from "./generate/unique.js";
export { type Geometry, type GridCell, geometryOf, type Slot, slotsInReadingOrder } from "./geometry.js";
export { formatKkck, KKCK_BANNER } from "./kkck-output.js";
export { type KkckTrace, kkckTrace } from "./kkck-trace.js";
export { showGrid } from "./layout.js";
export {
  attemptProblems,
  DENSE_MAX_SIDE,
  DENSE_MIN_SIDE,
  fromJson,
  limits,
  MAX_DICTIONARY_WORDS,
  MAX_SIDE,
  MAX_THEME_WORDS,
  MAX_WORDS,
  shapeProblems,
} from "./limits.js";
export type { PlaceWord } from "./logic.js";
export { type CrosspatchAttempt, play } from "./play.js";
export { solveCrosspatch } from "./solve.js";
export { checkStructure, type StructureProblem } from "./structure.js";
export type {
  CrosspatchParams,
  CrosspatchPuzzle,
  CrosspatchSolution,
  DenseParams,
  Placement,
  SparseParams,
} from "./types.js";
export { verifyAssignment } from "./verify.js";

/** The crosspatch puzzle type. */
export const crosspatch: PuzzleType<
  CrosspatchPuzzle,
  CrosspatchSolution,
  CrosspatchParams,
  CrosspatchAttempt,
  PlaceWord
> = {
  id: "crosspatch",
  title: "Crosspatch",
  description:
    "Fit every word of the list into the grid, crossing words sharing their letters (fill-in, Kriss Kross).",
  formats: [kkckFormat, ipuzFormat, jsonFormat],
  limits,
  fromJson,
  // The shape first (fromJson's reading, one bad-shape problem naming the path), then kkck's structure.
  validate(puzzle) {
    const shape = shapeProblems(puzzle);
    if (shape.length > 0) return shape;
    const { problem } = checkStructure(puzzle.grid, puzzle.words);
    if (!problem) return [];
    return [
      { code: problem.code, message: problem.reason, cells: problem.cell ? [problem.cell] : undefined },
    ];
  },
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
  cli: cliHooks,
  solutionToText: (puzzle, solution) => `${showSolution(solution, geometryOf(puzzle.grid))}\n`,
  examples,
};

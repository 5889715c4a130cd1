/**
 * `@gridsmith/sudoku`: sudoku of sizes 4x4 to 25x25 as a Gridsmith puzzle type. Formats (the seed's grid,
 * one line, framed, .ss, .sdk, ipuz), an exact solver (a bitboard kernel for 9x9, the constraint engine for
 * every size), a checker, hints with reasons, a grader and a generator.
 *
 * @packageDocumentation
 */
export { check } from "./check.js";
export { examples } from "./examples.js";
export {
  boxedGridText,
  formats,
  framedFormat,
  gridFormat,
  ipuzFormat,
  lineFormat,
  PUZZLINK_SIZES,
  puzzlinkFormat,
  sdkFormat,
  ssFormat,
} from "./formats/index.js";
export {
  type GenerateParams,
  generate,
  resolveGenerateParams,
  SYMMETRIES,
  type Symmetry,
} from "./generate.js";
export {
  boxShape,
  cellName,
  emptySudoku,
  type Geometry,
  geometry,
  isSupportedSize,
  SIZES,
  type Sudoku,
  type SudokuSolution,
  symbol,
} from "./grid.js";
export type { TechniqueId } from "./logic/finding.js";
export { LADDER, LEVELS, type Level, type Rung } from "./logic/ladder.js";
export type { SudokuAttempt } from "./play.js";
export { duplicateProblems, validate } from "./rules.js";
export { fromJson, limits } from "./shape.js";
export type { SearchLimits, SearchOutcome } from "./solver/search-types.js";
export { defaultPath, type SolverPath, type SudokuSolveOptions, search, solve } from "./solver/solve.js";
export { explain, grade, hint, type SudokuDeduction, type SudokuStep } from "./steps.js";
export { sudoku } from "./sudoku-type.js";
export { isSolutionOf } from "./verify.js";

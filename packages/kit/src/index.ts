export { detectFormat, findFormat, parsePuzzle } from "./formats.js";
export { ParseError, positionAt } from "./parse-error.js";
export {
  type ResolvedSolveOptions,
  resolveSolveOptions,
  type StopReason,
  solveResult,
  solveStatus,
} from "./result.js";
export { createRng, type Rng } from "./rng.js";
export type {
  AnyPuzzleType,
  Cell,
  CliHooks,
  CliOption,
  Example,
  Format,
  Grade,
  LineRef,
  Problem,
  PuzzleSource,
  PuzzleType,
  SolveOptions,
  SolveProgress,
  SolveResult,
  SolveStats,
  SolveStatus,
  Step,
} from "./types.js";

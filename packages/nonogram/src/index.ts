/**
 * `@gridsmith/nonogram`: nonograms (paint by numbers), black and white or in colour, as a Gridsmith puzzle
 * type. Formats (.nin, .non, webpbn XML, Tatham's game id, JSON, PBM, Olšák's .g, puzz.link's link and
 * pzprv3 file), exact line solvers, a field solver on the constraint engine (line propagators, probing,
 * learning search), a checker, hints with reasons, a grader and a generator. Every operation takes either kind of puzzle; a puzzle from a
 * picture is the `@gridsmith/nonogram/picture` entry.
 *
 * @packageDocumentation
 */
export { puzzleFromPicture } from "./bw/clues.js";
export type { NonogramSolveOptions } from "./bw/solve.js";
export { formats, type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./formats/index.js";
export { parseTournamentSet, parseTournamentSolutions, type TournamentPuzzle } from "./formats/tournament.js";
export { limits } from "./limits.js";
export { nonogram } from "./nonogram-type.js";
export * from "./operations.js";
export type { ProbeStats } from "./solver/prober.js";
export type { NonogramSolveResult } from "./solver/solve-run.js";
export type {
  Nonogram,
  NonogramAttempt,
  NonogramColour,
  NonogramParams,
  NonogramSolution,
  NonogramStep,
  PaintDeduction,
} from "./types.js";

/**
 * `@gridsmith/nonogram`: black-and-white nonograms (paint by numbers) as a Gridsmith puzzle type. Formats
 * (.nin, .non, webpbn XML, Tatham's game id, JSON, PBM), an exact line solver, a field solver on the
 * constraint engine (line propagators, probing, search), a checker, hints with reasons, a grader and a
 * generator.
 *
 * @packageDocumentation
 */
export { analyzePicture, type PictureAnalysis } from "./analysis.js";
export { checkNonogram } from "./check.js";
export { formatSolve, generateParams } from "./cli-hooks.js";
export { clueOf, clueText, heightOf, minLength, puzzleFromPicture, widthOf } from "./clues.js";
export { bearExample, examples, seedExample } from "./examples.js";
export {
  bytesToLatin1,
  formats,
  jsonFormat,
  ninFormat,
  nonFormat,
  type PbmImage,
  parseJson,
  parseNin,
  parseNon,
  parsePbm,
  parseTatham,
  parseTournamentSet,
  parseTournamentSolutions,
  parseXmlPuzzle,
  pbmFormat,
  serializeJson,
  serializeNin,
  serializeNon,
  serializeTatham,
  serializeXmlPuzzle,
  type TournamentPuzzle,
  tathamFormat,
  toPbmBytes,
  toPbmText,
  xmlFormat,
} from "./formats/index.js";
export { generateNonogram, resolveParams } from "./generate.js";
export { cellName } from "./grid.js";
export { MAX_BITS_LINE, solveLineBits } from "./line/bits.js";
export { solveLineScalar } from "./line/scalar.js";
export { solveLine } from "./line/solve-line.js";
export {
  explainNonogram,
  gradeNonogram,
  hintNonogram,
  type NonogramStep,
  type PaintDeduction,
} from "./logic.js";
export { nonogram } from "./nonogram-type.js";
export type { CdclTuning } from "./solver/cdcl.js";
export { FieldModel } from "./solver/field-model.js";
export type { LineCache } from "./solver/line-cache.js";
export type { ProberOptions, ProbeStats } from "./solver/prober.js";
export {
  type CdclStats,
  type NonogramSolveOptions,
  type NonogramSolveResult,
  solveNonogram,
} from "./solver/solve.js";
export type { Nonogram, NonogramAttempt, NonogramParams, NonogramSolution } from "./types.js";
export { clueTooLong, validateNonogram } from "./validate.js";

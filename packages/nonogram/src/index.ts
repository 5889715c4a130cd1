/**
 * `@gridsmith/nonogram`: nonograms (paint by numbers), black and white or in colour, as a Gridsmith puzzle
 * type. Formats (.nin, .non, webpbn XML, Tatham's game id, JSON, PBM, Olšák's .g), exact line solvers, a
 * field solver on the constraint engine (line propagators, probing, search), a checker, hints with reasons,
 * a grader and a generator.
 *
 * @packageDocumentation
 */
export { analyzePicture, type PictureAnalysis } from "./bw/analysis.js";
export { checkNonogram } from "./bw/check.js";
export { clueOf, clueText, heightOf, minLength, puzzleFromPicture, widthOf } from "./bw/clues.js";
export { checkColourNonogram } from "./colour/check.js";
export { colourBlocksOf, colourPuzzleFromPicture } from "./colour/clues.js";
export { colourExamples, flowerExample, houseExample, mushroomExample } from "./colour/examples.js";
export { ColourField } from "./colour/field.js";
export {
  type ColourParams,
  type ColourSetOptions,
  colourBenchmarkSet,
  generateColourNonogram,
  generatedPalette,
  MAX_GENERATED_COLOURS,
} from "./colour/generate.js";
export { colourLineFeasible, solveColourLine } from "./colour/line.js";
export { explainColourNonogram, gradeColourNonogram, hintColourNonogram } from "./colour/logic.js";
export {
  BACKGROUND_CODE,
  CODE_PATTERN,
  type ColourNonogram,
  colourClueText,
  colourMinLength,
  isColourPuzzle,
  MAX_COLOURS,
  NAMED_COLOURS,
  nameOfRgb,
  normaliseRgb,
} from "./colour/palette.js";
export { type ColourSolveOptions, solveColourNonogram } from "./colour/solve.js";
export { validateColourNonogram } from "./colour/validate.js";
export { bearExample, examples, seedExample } from "./examples.js";
export {
  blackAndWhiteOnly,
  bytesToLatin1,
  formats,
  jsonFormat,
  ninFormat,
  nonFormat,
  olsakFormat,
  type PbmImage,
  parseJson,
  parseNin,
  parseNon,
  parseOlsak,
  parsePbm,
  parsePuzzlink,
  parseTatham,
  parseTournamentSet,
  parseTournamentSolutions,
  parseXmlPuzzle,
  pbmFormat,
  puzzlinkFormat,
  puzzlinkText,
  serializeJson,
  serializeNin,
  serializeNon,
  serializeOlsak,
  serializeTatham,
  serializeXmlPuzzle,
  type TournamentPuzzle,
  tathamFormat,
  toPbmBytes,
  toPbmText,
  xmlFormat,
} from "./formats/index.js";
export { generateNonogram, resolveParams } from "./bw/generate.js";
export { cellName } from "./grid.js";
export {
  attemptShapeProblem,
  fromJson,
  limits,
  MAX_COLOUR_NAME,
  MAX_GENERATED_SIDE,
  MAX_SIDE,
  shapeProblems,
} from "./limits.js";
export { MAX_BITS_LINE, solveLineBits } from "./line/bits.js";
export { solveLineScalar } from "./line/scalar.js";
export { solveLine } from "./line/solve-line.js";
export {
  explainNonogram,
  gradeNonogram,
  hintNonogram,
  type NonogramStep,
  type PaintDeduction,
} from "./bw/logic.js";
export { nonogram } from "./nonogram-type.js";
export { play } from "./play.js";
export { FieldModel } from "./bw/field-model.js";
export type { LineCache } from "./bw/line-cache.js";
export type { ProberOptions, ProbeStats } from "./solver/prober.js";
export {
  NONOGRAM_LEARNING,
  type NonogramSolveOptions,
  type NonogramSolveResult,
  solveNonogram,
} from "./bw/solve.js";
export type {
  Nonogram,
  NonogramAttempt,
  NonogramColour,
  NonogramParams,
  NonogramSolution,
} from "./types.js";
export { clueTooLong, validateNonogram } from "./bw/validate.js";

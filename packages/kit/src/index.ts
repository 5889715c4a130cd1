/**
 * `@gridsmith/kit`: what every Gridsmith puzzle type shares. The {@link PuzzleType} contract (formats,
 * validate, solve, check, hint, explain, grade, generate, params), {@link ParseError} with line and column,
 * the one rule that turns a search into a {@link SolveStatus}, {@link runOperation} (one operation of any
 * type, as the API, the site and the CLI run it), and a seeded random number generator. The shared
 * command line lives in `@gridsmith/kit/cli` (Node only), a tiny real puzzle type for tests in
 * `@gridsmith/kit/testing`, and the runtime-neutral batch work (the CLI's, the API's and the site's) in
 * `@gridsmith/kit/batch`.
 *
 * @packageDocumentation
 */

export {
  ANSWER_CHECK_NODES,
  borderMistakeStep,
  cellMistakeStep,
  firstWrongPiece,
  fixMistakeStep,
  mistakeWords,
} from "./attempt-answer.js";
export { attemptProblemsOf } from "./attempt-problems.js";
export {
  type BoardDescription,
  type BoardDot,
  type BoardView,
  borderEdges,
  type CellClue,
  type CellInput,
  centreEdges,
  type EdgeInput,
  isMove,
  type Move,
  nextLineState,
  type OutsideClue,
} from "./board.js";
export { borderBoard } from "./border-board.js";
export { type BorderDeduction, type BorderPlayRules, borderPlay } from "./border-play.js";
export type { RegionBorders } from "./border-regions.js";
export {
  edgeBetween,
  edgeCount,
  edgeName,
  edgeSides,
  type GridSize,
  innerEdges,
  pieceCoverProblems,
  regionLettersText,
  regionsOf,
  strayBorders,
  type TooManyPieces,
} from "./border-regions.js";
export { type CellBox, cellBox } from "./cell-box.js";
export type { CellNumbers } from "./cell-numbers.js";
export { type CellStepMeaning, cellStepReader, type LoggedRemoval } from "./cell-steps.js";
export {
  cellAt,
  cellName,
  cellNameAt,
  cellsAt,
  gridBlocks,
  gridGroups,
  gridNeighbours,
  gridText,
  puzzleCellAt,
  puzzleCellName,
  puzzleNeighbours,
  shadedBlockProblems,
} from "./cells.js";
export * from "./centre-lines.js";
export { type CharCode, charCodes, charGrid, charIndexCode, roomLetterCode } from "./char-grid.js";
export { checkedSolutionProblems } from "./checked-solution.js";
export {
  CIRCUIT_TECHNIQUES,
  circuitTechnique,
  type LineHintsOf,
  type LineStep,
  type LineStepsOptions,
  type LineTechniques,
  lineHints,
  lineMistakeStep,
  lineStepReader,
  lineTechniques,
} from "./circuit-techniques.js";
export { type CluedPoint, cluedPoints } from "./clued-points.js";
export { type AttemptProgress, decidedProgress, openProgress } from "./decided-progress.js";
export {
  detectPuzzleType,
  mayReadLink,
  type TypeClaim,
  type TypeDetection,
  textTooLong,
} from "./detect.js";
export {
  type DigitHintsOf,
  type DigitStep,
  type DigitStepMeaning,
  type DigitTechniques,
  digitHints,
  digitMistakeStep,
  digitStepReader,
  digitTechniques,
  type LastValue,
  lastValueReader,
} from "./digit-steps.js";
export { cellModelSolver, type ModelSolverOf, modelSolver, solveModel } from "./engine-solve.js";
export { detectFormat, findFormat, findSolutionFormat, parsePuzzle } from "./formats.js";
export { type FramedDigitHintsOf, type FramedStepReading, framedDigitHints } from "./framed-digit-hints.js";
export {
  type CluePlace,
  clueCell,
  cluePlace,
  clueWhere,
  type FramedClues,
  framedCell,
  framedCells,
  framedIndex,
  framedPlace,
  type GridSides,
  innerCells,
  NO_CLUE,
  type Side,
  sightLine,
  UNKNOWN_CLUE,
} from "./framed-grid.js";
export { type GenreAbout, type GenreGenerator, type GenreModules, genreType } from "./genre-type.js";
export {
  beyondLadder,
  type GradeLadder,
  gradeFromSteps,
  invalidPuzzleStep,
  mistakeStep,
  type PathSummary,
  pathOfSteps,
  type Rung,
  rankedLadder,
} from "./grade.js";
export { gridJsonFormat } from "./grid-json-format.js";
export { DEFAULT_MAX_TEXT_LENGTH, type GridLimitsOptions, gridLimits } from "./grid-limits.js";
export { impossibleGivens } from "./impossible-givens.js";
export {
  cellListProblems,
  cellsOfPath,
  jsonChecked,
  jsonProblem,
  jsonProblems,
  type PathPlaces,
  shapeProblemsOf,
} from "./json-problem.js";
export * from "./json-text.js";
export {
  checkCellCount,
  checkDeclaredSides,
  checkJsonDepth,
  checkTextLength,
  describeJson,
  isJsonObject,
  type JsonGridDocument,
  jsonArray,
  jsonCellGrid,
  jsonError,
  jsonGridDocument,
  jsonGridSize,
  jsonInteger,
  jsonIntegerGrid,
  jsonIntegers,
  jsonObject,
  jsonOneOf,
  jsonPath,
  jsonSize,
  jsonString,
  parseJsonRows,
} from "./json-value.js";
export type { JsonWriter } from "./json-writer.js";
export { namedExamples } from "./named-examples.js";
export { GRADE_LEVELS, gradeRank, NearestGrade } from "./nearest-grade.js";
export {
  type GenerateAnswer,
  generateParamsOf,
  MAX_ANSWER_CHARS,
  type OperationAnswers,
  type OperationName,
  type OperationOptions,
  type OperationPuzzle,
  type OperationRequest,
  type OperationResult,
  type OperationText,
  runOperation,
  type SolveAnswer,
  summariseProblems,
  type TextError,
} from "./operation.js";
export {
  choiceField,
  type GridParamsOptions,
  gridParams,
  gridSizeFields,
  readGridSides,
  type SideParams,
  type SideParamsSpec,
  sideParams,
  squareSizeField,
} from "./params.js";
export { ParseError, positionAt } from "./parse-error.js";
export { cellMistake, hintInput, readStates, withEntries } from "./play.js";
export {
  HIDDEN_POINT_CLUE,
  NO_POINT_CLUE,
  type PointClueGrid,
  type PointClueTextParts,
  pointClueGridFromJson,
  pointClueJsonFormat,
  pointClueTextFormat,
} from "./point-clues.js";
export {
  type AttemptEntries,
  assignAttemptNumbers,
  type ExplainingModel,
  explainingBuild,
  explainingModel,
  type PropagationHints,
  type PropagationHintsOf,
  propagationHints,
} from "./propagation-hints.js";
export { checkDocumentType, type PuzzleJsonFormatParts, puzzleJsonFormat } from "./puzzle-json-format.js";
export { commentedTextRows, puzzleTextGrid, puzzleTextLines } from "./puzzle-text-lines.js";
export { type BorderAttempt, type RegionRules, regionChecks } from "./region-checks.js";
export {
  checkedSolveResult,
  type ResolvedSolveOptions,
  resolveSolveOptions,
  type SearchFindings,
  type StopReason,
  solveChecked,
  solveResult,
  solveStatus,
} from "./result.js";
export { createRng, type Rng } from "./rng.js";
export { cellRoomSizes, roomCells } from "./room-cells.js";
export { roomGivensJsonFormat } from "./room-givens-json.js";
export { ROOM_LETTERS, roomLetters } from "./room-letters.js";
export {
  type RuleStep,
  type RuleTechnique,
  type RuleTechniques,
  ruleMeaning,
  type TechniqueMeaning,
  TRIAL_RUNG,
} from "./rule-techniques.js";
export { shadedClueProblems } from "./shaded-clues.js";
export type { Shading } from "./shading.js";
export {
  BESIDE_SHADED,
  KEEP_CONNECTED,
  type ShadingHintRules,
  type ShadingStep,
  type ShadingTechniques,
  shadingHints,
  shadingTechniques,
} from "./shading-hints.js";
export {
  type GridShadingRules,
  gridShadingPlay,
  type ShadeDeduction,
  type ShadingRules,
  shadingPlay,
} from "./shading-play.js";
export {
  cellsApart,
  type ShadedGrid,
  shadedProblems,
  shadedSideBySide,
  unshadedProblems,
} from "./shading-rules.js";
export {
  type CellAttempt,
  shadingChecks,
  shapedCheck,
  shapedChecks,
  shapedSolutionProblems,
  shapedValidate,
} from "./shaped-check.js";
export { smallRoomProblems } from "./small-rooms.js";
export { EASY, easy, MEDIUM, medium, type TechniqueWhy } from "./technique-rungs.js";
export { checkGridRows, type TextGridRow, textGridLines, textGridRows } from "./text-grid.js";
export { type TextRowsJsonParts, textRowsJsonFormat } from "./text-rows-json.js";
export { triStateAttempts, triStateChanges } from "./tri-state-steps.js";
export type {
  AnyPuzzleType,
  Cell,
  Example,
  Format,
  Grade,
  Limits,
  LineRef,
  LineRun,
  ParamField,
  ParamsHooks,
  ParamValues,
  PlayModel,
  Problem,
  PuzzleInput,
  PuzzleSource,
  PuzzleType,
  SolveOptions,
  SolveProgress,
  SolveResult,
  SolveStats,
  SolveStatus,
  Step,
} from "./types.js";
export { PUZZLE_KINDS, type PuzzleKind } from "./types.js";
export { uniqueWithin } from "./unique-within.js";
export { easyUnshading } from "./unshading-technique.js";

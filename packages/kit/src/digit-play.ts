/**
 * `@gridsmith/kit/digit-play`: the play model of a grid of digits with pencil marks (sudoku, killer sudoku,
 * kakuro): one attempt shape, one reading of saved attempts and one set of moves, so the types that play
 * this way differ only in their grid, their board and their hint steps. Also the digits' symbols and keys a
 * board of digits uses, how a number above 9 is typed digit by digit, and the first rules of a number a cell
 * entered over givens (Fillomino, Nanro, Ripple Effect).
 *
 * @packageDocumentation
 */
export {
  applyDigitMove,
  candidateMasks,
  clearCell,
  digitsOf,
  MARK_LIMIT,
  markMax,
  readDigitAttempt,
  setDigit,
  toggleMark,
  withMarks,
} from "./digit-play-attempt.js";
export {
  type GivenNumbers,
  type GivenNumbersPlayOptions,
  givenNumbersPlay,
} from "./digit-play-given-numbers.js";
export {
  boxedGrid,
  boxUnits,
  type DigitAttempt,
  type DigitGrid,
  digitCells,
  digitOfKey,
  digitSymbol,
} from "./digit-play-grid.js";
export { type DigitPlayHooks, digitPlay, placementPlay } from "./digit-play-model.js";
export {
  type DigitPlacement,
  deadEndStep,
  framedPlacementStep,
  placeDigit,
  placementPath,
  placementStep,
} from "./digit-play-placement.js";
export { dropLastDigit, isTypedNumber, type TypedNumbers, typeDigit } from "./digit-play-typing.js";
export { type EnteredNumberRange, enteredNumberProblems, numbersWithGivens } from "./entered-numbers.js";
// The rows and columns a Latin-square genre (Skyscrapers, Kropki) holds each digit once in.
export { rowsAndColumns } from "./grid-lines.js";
// A value twice in one of those lines, or in a room (Ripple Effect), Easy as ABC's letters too.
export { repeatProblems } from "./repeat-problems.js";
export {
  givensOverRoomSize,
  type RoomSizedGivens,
  type RoomSizeNumberParts,
  roomSizeNumberProblems,
  roomSizeNumberRules,
} from "./room-size-numbers.js";

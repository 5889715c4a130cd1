/**
 * `@gridsmith/kit/testing/properties`: what tests of puzzle types need fast-check for (an optional peer
 * dependency of the kit, needed only here). Arbitraries of hostile JSON (`hostileValue`, `mutated`,
 * `hostileText`, `puzzleLikeValue`...), grid puzzles of the right shape (`gridPuzzles`, their sides alone from `gridSides`, clues on the grid's points from `pointCluePuzzles`, small grids of givens from `givensPuzzles`, with small rooms from `gridRooms`, rooms from `roomPuzzles`, with numbers from `numberedRoomPuzzles`; entries mostly one value from `mostly`), exact counts against brute force (`checkCountsByBruteForce`, `everyAnswer`; a genre's tiny grids and the answers to try of each from `gridBruteForce`, every shading of them from `shadingBruteForce`), the limits cases of a shading genre read from a text of rows (`textGridLimits`) and of a genre read from a text of its own shape (`ownTextLimits`), and the properties every type must have on its ways in
 * (`checkFromJsonBounded`, `checkExamplesRoundTrip`, `checkFormatsRoundTrip`, `checkFormatRoundTrip`,
 * `checkFormatRoundTripDetected` (a format's round trip, and its text detected by it and not by the formats after it),
 * `checkAnswerFileRoundTrip`, `checkTextsBounded`,
 * `checkValidateBounded`, `checkWrongShapesRefused`, `checkAttemptsBounded`, `checkGenerateDeterministic`,
 * `checkPlayModel`): plain functions that throw on failure, for a type's tests to call in their own `it` blocks.
 *
 * @packageDocumentation
 */
export {
  cellNumbersPuzzles,
  type GivensPuzzlesOptions,
  type GridPuzzlesOptions,
  type GridSidesOptions,
  givensPuzzles,
  gridPuzzles,
  gridRooms,
  gridSides,
  type NumberedRoomPuzzlesOptions,
  numberedRoomPuzzles,
  numberGridPuzzles,
  type PointCluePuzzlesOptions,
  pointCluePuzzles,
  type RoomPuzzlesOptions,
  roomGivensPuzzles,
  roomNumbersPuzzles,
  roomPuzzles,
} from "./arbitraries.js";
export * from "./brute-force.js";
export {
  checkAnswerFileRoundTrip,
  checkBorderAnswerFileRoundTrip,
  checkFormatRoundTrip,
} from "./format-checks.js";
export { checkFormatRoundTripDetected, type RoundTripDetectedOptions } from "./format-detect-checks.js";
export { checkGenerateDeterministic } from "./generate-checks.js";
export { type GridFieldNames, hostileGridParts } from "./hostile-grids.js";
export {
  deeplyNested,
  HOSTILE_VALUES,
  hostileText,
  hostileValue,
  mutated,
  nested,
  nestedText,
  sparse,
} from "./hostile-values.js";
export { mostly } from "./mostly.js";
export { checkPlayModel, type PlayModelOptions, playedSolution } from "./play-checks.js";
export {
  type AttemptsBoundedOptions,
  assertSame,
  checkAttemptsBounded,
  checkExamplesRoundTrip,
  checkFormatsRoundTrip,
  checkFromJsonBounded,
  checkTextsBounded,
  checkValidateBounded,
  checkWrongShapesRefused,
  type FromJsonBoundedOptions,
  type Holds,
  type PuzzleTypeOf,
  parseErrorOf,
  puzzleLikeValue,
  sameValue,
  type TextsBoundedOptions,
  thrown,
  type ValidateBoundedOptions,
  type WorkMethod,
  type WrongShapesRefusedOptions,
} from "./puzzle-type-checks.js";
export {
  everyShading,
  everyShadingApart,
  type ShadingBruteForceOf,
  shadingBruteForce,
  type TextGridLimitsOf,
  textGridLimits,
} from "./shading-presets.js";
export { type OwnTextLimitsOf, ownTextLimits } from "./text-limits-preset.js";

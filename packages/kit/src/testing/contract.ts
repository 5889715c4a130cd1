/**
 * `@gridsmith/kit/testing/contract`: the tests every genre package makes alike, each a function that
 * registers vitest `it` blocks for a PuzzleType (call it inside a `describe`), so a package's test files
 * hold only what is its own. vitest (and, for the properties, fast-check) are optional peer dependencies of
 * the kit, needed only here.
 *
 * @packageDocumentation
 */

export { type AnswerFileJudging, expectAnswerFilesJudged } from "./answer-file-checks.js";
export { expectBorderPlay } from "./border-play.js";
export { type BorderRegionsContractOf, borderRegionsContract } from "./border-regions-contract.js";
export { type BorderRegionsFormatsOf, describeBorderRegionsFormats } from "./border-regions-formats.js";
export {
  answerWithGivens,
  type BorderRegionsLimitsOf,
  borderRegionsBruteForce,
  borderRegionsLimits,
  type GivensGridLimitsOf,
  givensGridLimits,
  type NumberGridLimitsOf,
  numberGridLimits,
  type PresetTypeOf,
  type PuzzlinkLinkLimitsOf,
  puzzlinkLinkLimits,
  type ShadedGridLimitsOf,
  shadedGridLimits,
} from "./contract-presets.js";
export { expectExactCount } from "./count-checks.js";
export {
  describeExamplesContract,
  type ExamplesContractOptions,
  type GenreFormats,
  type GenreWriters,
  type JudgedGenre,
  type PuzzlinkJudge,
  pzprjsFile,
} from "./examples-contract.js";
export {
  type ExplainedWay,
  type ExplainedWayFound,
  expectExplainedWay,
  shadingWay,
} from "./explain-checks.js";
export { describeFormatsContract, type FormatsContractOptions } from "./formats-contract.js";
export {
  describeGenerateContract,
  type GenerateContractOptions,
} from "./generate-contract.js";
export { expectGivenCannotStand, expectRoomGivensText } from "./givens-checks.js";
export { type AnswerJudges, expectJudgedRight } from "./judged-checks.js";
export { describeLimitsContract, type LimitsContractOptions } from "./limits-contract.js";
export { centreLineAnswerFile } from "./line-answer-file.js";
export {
  describePlayContract,
  expectHintsLeadToAnswer,
  expectShadingPlay,
  type PlayContractOptions,
  shadeFirstShaded,
} from "./play-contract.js";
export {
  describePuzzleType,
  type PuzzleTypeContractOptions,
} from "./puzzle-type-contract.js";
export {
  describeRoomGivensFormats,
  describeRoomNumbersFormats,
  expectOneNumberARoom,
  expectRoomGivensLink,
  type RoomNumbersGenreFormats,
} from "./room-formats-checks.js";
export { describeRoomSizeGivens, type RoomSizeGivensTypeOf } from "./room-size-givens.js";
export { expectShadingWay } from "./shading-way.js";
export { expectHintsOnWrongEntries } from "./wrong-entry-hint.js";

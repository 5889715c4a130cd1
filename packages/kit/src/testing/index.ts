/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site): a small, real puzzle type
 * (latin squares, solved by plain backtracking; not for solving anything large), and seeded hostile texts
 * of a puzzle's JSON for request bodies (`hostilePuzzleJson`). fast-check arbitraries of hostile values are
 * in `@gridsmith/kit/testing/properties`, with the properties every type must have on its ways in (fast-check is an optional peer dependency, needed only there).
 *
 * @packageDocumentation
 */

export { deepListText, hostilePuzzleJson } from "./hostile-json.js";
export { type Latin, latinSquare } from "./latin-square.js";
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

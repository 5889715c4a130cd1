/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site) and the puzzle types
 * themselves: a small, real puzzle type (latin squares, solved by plain backtracking; not for solving
 * anything large); hostile JSON for testing that every way into a type is bounded: fast-check arbitraries of
 * values (`hostileValue`, `mutated`, `hostileText`, `puzzleLikeValue`; fast-check is an optional peer
 * dependency, needed only for these and the checks) and seeded hostile texts of a puzzle for request bodies
 * (`hostilePuzzleJson`); and the properties every type must have on those ways in (`checkFromJsonBounded`,
 * `checkExamplesRoundTrip`, `checkFormatsRoundTrip`, `checkTextsBounded`, `checkValidateBounded`,
 * `checkWrongShapesRefused`, `checkAttemptsBounded`), plain functions that throw on failure, for a type's
 * tests to call in their own `it` blocks.
 */

export { deepListText, hostilePuzzleJson } from "./hostile-json.js";
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

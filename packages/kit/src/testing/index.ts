/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site): a small, real puzzle type
 * (latin squares, solved by plain backtracking; not for solving anything large), seeded hostile texts
 * of a puzzle's JSON for request bodies (`hostilePuzzleJson`), the declared shape of a package's
 * independent check (`IndependentCheck`) and the check that every example solves uniquely and passes it
 * (`checkExamplesUnique`), a type's default reader and example for its tests (`genreFixture`; with its play model and a fresh attempt, `playFixture`), the values
 * of a CLI's NDJSON output (`ndjsonValues`), the cells of 1-based names for expected problems and hints
 * (`cellsNamed("r2c1", "r2c2")`), and a hint step of deductions alone for a play model's `applyStep`
 * (`stepOf`). fast-check arbitraries of hostile values, and the properties every type must have on its ways
 * in, are in `@gridsmith/kit/testing/properties` (fast-check is an optional peer dependency of the kit, needed
 * only there).
 *
 * @packageDocumentation
 */

export { cellsNamed } from "./cell-names.js";
export { checkExamplesUnique, type SolvedExample } from "./example-checks.js";
export {
  type GenreFixture,
  type GenreFixtureOf,
  genreFixture,
  type PlayFixture,
  playFixture,
} from "./genre-fixture.js";
export { deepListText, hostilePuzzleJson } from "./hostile-json.js";
export type { CheckedGrid, CluedGrid, IndependentCheck } from "./independent-check.js";
export { type Latin, latinSquare } from "./latin-square.js";
export { ndjsonValues } from "./ndjson.js";
export { withSlowClock } from "./slow-clock.js";
export { stepOf } from "./steps.js";

/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site): a small, real puzzle type
 * (latin squares, solved by plain backtracking; not for solving anything large), and seeded hostile texts
 * of a puzzle's JSON for request bodies (`hostilePuzzleJson`). fast-check arbitraries of hostile values are
 * in `@gridsmith/kit/testing/arbitraries` (fast-check is an optional peer dependency, needed only there).
 *
 * @packageDocumentation
 */

export { deepListText, hostilePuzzleJson } from "./hostile-json.js";
export { type Latin, latinSquare } from "./latin-square.js";

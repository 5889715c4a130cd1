/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site): a small, real puzzle type
 * (latin squares, solved by plain backtracking; not for solving anything large), and hostile variants of a
 * puzzle's JSON for testing that every way into a type is bounded.
 */

export { deepListText, hostilePuzzleJson } from "./hostile-json.js";
export { type Latin, latinSquare } from "./latin-square.js";

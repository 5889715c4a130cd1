/**
 * A small, real puzzle type (latin squares, solved by plain backtracking) for testing code that works over
 * any PuzzleType: the API, the CLIs, the site. Not for solving anything large.
 */
export { type Latin, latinSquare } from "./latin-square.js";

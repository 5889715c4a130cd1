/**
 * For testing code that works over any PuzzleType (the API, the CLIs, the site): a small, real puzzle type
 * (latin squares, solved by plain backtracking; not for solving anything large), and hostile JSON for
 * testing that every way into a type is bounded: fast-check arbitraries of values (`hostileValue`,
 * `mutated`, `hostileText`; fast-check is an optional peer dependency, needed only for these) and seeded
 * hostile texts of a puzzle for request bodies (`hostilePuzzleJson`).
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
} from "./hostile-values.js";
export { type Latin, latinSquare } from "./latin-square.js";

import { jsonGridDocument, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_CLUE, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle} (what `parse` returns and the API
 * sends back): `width` and `height` first (1 to 60 each), then `clues`, a list of exactly width x height
 * integers from -1 to 4095. Reads no more of the value than that shape, so the cost is bounded by the value
 * itself whatever it claims; throws a ParseError whose `path` names the wrong place. The result shares
 * nothing with `value`. Clues that cannot be right (an island larger than the grid) are `validate`'s.
 */
export function fromJson(value: unknown): Puzzle {
  const { width, height, integers } = jsonGridDocument(value, limits);
  return { width, height, clues: integers("clues", width * height, -1, MAX_CLUE) };
}

/**
 * What is wrong with the shape of `value` as a puzzle, as one `bad-shape` problem naming the path; empty when
 * {@link fromJson} reads it. What `validate`, `check` and `hint` look at before anything else.
 */
export const shapeProblems = shapeProblemsOf(fromJson);

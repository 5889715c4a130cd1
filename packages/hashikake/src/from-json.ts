import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { HIDDEN, limits, lineCount, MAX_NUMBER, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle} (kit's `jsonCellGrid`): `width` and
 * `height` first, then `numbers`, exactly width x height integers from -2 (an island without a number) and -1
 * (water) to 12,239. Throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonCellGrid(value, "numbers", limits, HIDDEN, MAX_NUMBER);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for a list that is not at most one integer or null per line (0 to 2 bridges, -1). */
export const attemptProblems = attemptProblemsOf<Puzzle>(lineCount, "line");

import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { BLACK, limits, lineCount, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `pearls`, exactly width x height integers 0 (none), 1 (white) or 2 (black). Built from the kit's bounded
 * readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonCellGrid(value, "pearls", limits, 0, BLACK);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most one integer or null per line. */
export const attemptProblems = attemptProblemsOf<Puzzle>(lineCount, "line");

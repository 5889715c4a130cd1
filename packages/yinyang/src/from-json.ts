import { attemptProblemsOf, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { BLACK, limits, NONE, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `circles`, exactly width x height integers 0 (none), 1 (white) or 2 (black). Built from the kit's bounded
 * readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonIntegerGrid(value, limits, "circles", (width, height) => width * height, NONE, BLACK);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most width x height cells, each an
 * integer or null; empty when it has that shape, or is null (nothing played yet). Length first.
 */
export const attemptProblems = attemptProblemsOf<Puzzle>();

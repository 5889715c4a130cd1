import { attemptProblemsOf, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { HIDDEN, limits, lineCount, MAX_NUMBER, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `numbers`, exactly width x height integers from -2 (a number not given) and -1 (none) to 12,239. Built from
 * the kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonIntegerGrid(value, limits, "numbers", (width, height) => width * height, HIDDEN, MAX_NUMBER);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most one integer or null per line. */
export const attemptProblems = attemptProblemsOf<Puzzle>(lineCount, "line");

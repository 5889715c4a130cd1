import {
  cellListProblems,
  jsonGridSize,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonProblems,
  type Problem,
} from "@gridsmith/kit";
import { limits, MAX_REGION, MAX_STARS, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `stars` (1 to 15) and `regions`, exactly width x height integers from 0 to 61. Built from the kit's bounded
 * readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const o = jsonObject(value, "");
  const { width, height } = jsonGridSize(o.width, o.height, limits);
  const stars = jsonInteger(o.stars, "stars", 1, MAX_STARS);
  return { width, height, stars, regions: jsonIntegers(o.regions, "regions", width * height, 0, MAX_REGION) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export function shapeProblems(value: unknown): Problem[] {
  return jsonProblems(() => fromJson(value), "bad-shape");
}

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = (puzzle: Puzzle, attempt: unknown): Problem[] =>
  cellListProblems(attempt, puzzle.width * puzzle.height);

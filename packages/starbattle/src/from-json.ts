import { attemptProblemsOf, jsonGridDocument, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_REGION, MAX_STARS, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `stars` (1 to 15) and `regions`, exactly width x height integers from 0 to 61. Built from the kit's bounded
 * readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const { width, height, integer, integers } = jsonGridDocument(value, limits);
  const stars = integer("stars", 1, MAX_STARS);
  return { width, height, stars, regions: integers("regions", width * height, 0, MAX_REGION) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

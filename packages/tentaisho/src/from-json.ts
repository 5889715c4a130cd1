import { attemptProblemsOf, edgeCount, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { BLACK_STAR, limits, NO_STAR, type Puzzle, starCount } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `stars`, exactly (2 x width - 1) x (2 x height - 1) integers (0 none, 1 white, 2 black). Built from the
 * kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonIntegerGrid(
    value,
    limits,
    "stars",
    (width, height) => starCount({ width, height }),
    NO_STAR,
    BLACK_STAR,
  );
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most one integer or null per edge. */
export const attemptProblems = attemptProblemsOf<Puzzle>(edgeCount, "edge");

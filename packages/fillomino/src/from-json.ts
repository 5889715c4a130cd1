import { attemptProblemsOf, jsonError, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `givens`, width x height integers from -2 to 35 but 0 (-1 none, -2 a `?`). Built from the kit's bounded
 * readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const puzzle = jsonIntegerGrid(
    value,
    limits,
    "givens",
    (width, height) => width * height,
    UNKNOWN_GIVEN,
    MAX_GIVEN,
  );
  const zero = puzzle.givens.indexOf(0);
  if (zero >= 0) jsonError(`givens[${zero}]`, "0 is no given: -1 none, -2 a ?, else 1 to 35");
  return puzzle;
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

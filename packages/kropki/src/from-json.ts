import { attemptProblemsOf, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { BLACK, limits, NO_DOT, type Puzzle, pairCount } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `dots`, exactly one integer per pair of neighbouring cells (0 none, 1 white, 2 black) in kit's
 * `centreEdges` order. Built from the kit's bounded readers; throws a ParseError whose `path` names the wrong
 * place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonIntegerGrid(
    value,
    limits,
    "dots",
    (width, height) => pairCount({ width, height }),
    NO_DOT,
    BLACK,
  );
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

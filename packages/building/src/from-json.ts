import { attemptProblemsOf, jsonIntegerGrid, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle, UNKNOWN_CLUE } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly 2 x (width + height) integers from -2 to 20 (-1 none, -2 a `?`), in the order above,
 * below, left, right. Built from the kit's bounded readers; throws a ParseError whose `path` names the wrong
 * place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonIntegerGrid(
    value,
    limits,
    "clues",
    (width, height) => 2 * (width + height),
    UNKNOWN_CLUE,
    MAX_SIDE,
  );
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

import { attemptProblemsOf, pointClueGridFromJson, shapeProblemsOf } from "@gridsmith/kit";
import { limits, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly (width + 1) x (height + 1) integers from -2 to 4 (a clue; -1 none, -2 hidden), the grid
 * points row by row. Read by the kit's `pointClueGridFromJson`; throws a ParseError whose `path` names the wrong
 * place.
 */
export function fromJson(value: unknown): Puzzle {
  return pointClueGridFromJson(value, limits);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

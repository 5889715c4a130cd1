import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { ARROW_RIGHT, edgeCount, limits, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly width x height integers from -7 to 255 (-1 nothing, -2 `?`, -3 a circle, -4 to -7 an arrow
 * up, down, left, right, 0 or more a circled number). Built from the kit's bounded readers; throws a
 * ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonCellGrid(value, "clues", limits, ARROW_RIGHT, 255);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most one entry per edge of the grid,
 * each an integer or null; empty when it has that shape, or is null (nothing played yet). Length first.
 */
export const attemptProblems = attemptProblemsOf<Puzzle>(edgeCount, "edge");

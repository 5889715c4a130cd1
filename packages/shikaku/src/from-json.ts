import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { edgeCount, limits, type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly width x height integers from -2 to width x height (-1 no number, -2 a number not given).
 * Built from the kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonCellGrid(value, "clues", limits, UNKNOWN, (w, h) => w * h);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most one entry per edge of the grid,
 * each an integer or null; empty when it has that shape, or is null (nothing played yet). Length first.
 */
export const attemptProblems = attemptProblemsOf<Puzzle>(edgeCount, "edge");

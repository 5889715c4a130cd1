import { attemptProblemsOf, jsonCellGrid, jsonError, shapeProblemsOf } from "@gridsmith/kit";
import { edgeCount, limits, type Puzzle, UNKNOWN, WIDE } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly width x height of -1 (nothing), -2 (`?`), 1 (`+`), 2 (`|`) and 3 (`-`). Built from the kit's bounded readers; throws a ParseError whose
 * `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const puzzle = jsonCellGrid(value, "clues", limits, UNKNOWN, WIDE);
  const zero = puzzle.clues.indexOf(0);
  if (zero >= 0) jsonError(`clues[${zero}]`, "0 is no symbol: expected -2, -1, 1, 2 or 3");
  return puzzle;
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most one entry per edge of the grid,
 * each an integer or null; empty when it has that shape, or is null (nothing played yet). Length first.
 */
export const attemptProblems = attemptProblemsOf<Puzzle>(edgeCount, "edge");

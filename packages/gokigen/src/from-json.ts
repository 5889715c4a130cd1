import {
  cellListProblems,
  jsonGridSize,
  jsonIntegers,
  jsonObject,
  jsonProblems,
  type Problem,
} from "@gridsmith/kit";
import { limits, type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly (width + 1) x (height + 1) integers from -2 to 4 (a clue; -1 none, -2 hidden), the grid
 * points row by row. Built from the kit's bounded readers; throws a ParseError whose `path` names the wrong
 * place.
 */
export function fromJson(value: unknown): Puzzle {
  const o = jsonObject(value, "");
  const { width, height } = jsonGridSize(o.width, o.height, limits);
  return { width, height, clues: jsonIntegers(o.clues, "clues", (width + 1) * (height + 1), UNKNOWN, 4) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export function shapeProblems(value: unknown): Problem[] {
  return jsonProblems(() => fromJson(value), "bad-shape");
}

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = (puzzle: Puzzle, attempt: unknown): Problem[] =>
  cellListProblems(attempt, puzzle.width * puzzle.height);

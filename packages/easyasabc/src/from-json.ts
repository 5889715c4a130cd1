import { attemptProblemsOf, jsonError, jsonGridDocument, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_LETTERS, type Puzzle, UNKNOWN_CLUE } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `letters` (1 to 20), `clues` (exactly 2 x (width + height) integers from -2 to 20: -1 none, -2 a `?`, else
 * a letter, 1 for A, never 0; above, below, left, right) and `givens` (width x height integers, 0 none). Built from
 * the kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const { width, height, integer, integers } = jsonGridDocument(value, limits);
  const letters = integer("letters", 1, MAX_LETTERS);
  const clues = integers("clues", 2 * (width + height), UNKNOWN_CLUE, MAX_LETTERS);
  const zero = clues.indexOf(0);
  if (zero >= 0) jsonError(`clues[${zero}]`, "0 is not a clue: -1 none, -2 a ?, else a letter from 1 (A)");
  return { width, height, letters, clues, givens: integers("givens", width * height, 0, MAX_LETTERS) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

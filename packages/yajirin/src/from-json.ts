import { attemptProblemsOf, jsonGridDocument, shapeProblemsOf } from "@gridsmith/kit";
import { answerLength, limits, type Puzzle, RIGHT } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `numbers`, exactly width x height integers from -2 to 999 (-1 no clue, -2 a clue without its number), then
 * `arrows`, as many from 0 (none) to 4 (right); a cell without a clue has no arrow. Built from the kit's
 * bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const { width, height, integers } = jsonGridDocument(value, limits);
  const numbers = integers("numbers", width * height, -2, 999);
  const arrows = integers("arrows", width * height, 0, RIGHT).map((a, i) => (numbers[i] === -1 ? 0 : a));
  return { width, height, numbers, arrows };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most one integer or null per line and cell. */
export const attemptProblems = attemptProblemsOf<Puzzle>(answerLength, "entry");

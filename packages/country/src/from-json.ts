import { attemptProblemsOf, jsonGridDocument, shapeProblemsOf } from "@gridsmith/kit";
import { jsonRooms } from "@gridsmith/kit/puzzlink";
import { limits, lineCount, numbersAtTop, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `rooms`, exactly width x height room numbers from 0 to width x height - 1 (cells side by side with one
 * number are one room; rooms come back numbered in reading order), then `numbers`, exactly width x height
 * integers from -1 (none) to width x height (a room's first number moves to its top cell,
 * `topCell`). Built from the
 * kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const doc = jsonGridDocument(value, limits);
  const { width, height, integers } = doc;
  const n = width * height;
  const rooms = jsonRooms(doc);
  const numbers = integers("numbers", n, -1, n);
  return { width, height, rooms, numbers: numbersAtTop(width, rooms, numbers) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most one integer or null per line. */
export const attemptProblems = attemptProblemsOf<Puzzle>(lineCount, "line");

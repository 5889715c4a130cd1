import { attemptProblemsOf, shapeProblemsOf } from "@gridsmith/kit";
import { formats } from "./formats/puzzlink.js";
import type { Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `rooms`, exactly width x height integers from 0 to width x height - 1, a room number per cell (cells side
 * by side with one number are one room; rooms come back numbered in reading order), then `givens`, width x
 * height integers from -2 to 35 but 0 (-1 none, -2 a `?`). Built from the kit's bounded readers; throws a
 * ParseError whose `path` names the wrong place.
 */
export const fromJson: (value: unknown) => Puzzle = formats.fromJson;

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

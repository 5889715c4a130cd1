import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { BLACK, limits, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `cells`, exactly width x height integers from -2 to 4 (-1 white, -2 black, 0-4 a numbered black cell).
 * Built from the kit's bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  return jsonCellGrid(value, "cells", limits, BLACK, 4);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

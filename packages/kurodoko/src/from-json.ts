import { attemptProblemsOf, jsonCellGrid, shapeProblemsOf } from "@gridsmith/kit";
import { limits, MAX_NUMBER, type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle} (the kit's `jsonCellGrid`): `width`
 * and `height` first, then `cells`, exactly width x height integers from -2 to `MAX_NUMBER` (a number; -1 none, -2
 * hidden); throws a ParseError whose `path` names the wrong place.
 */
export const fromJson = (value: unknown): Puzzle => jsonCellGrid(value, "cells", limits, UNKNOWN, MAX_NUMBER);

/** The one `bad-shape` problem of a value {@link fromJson} refuses, naming its path; none for a puzzle. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * The one `bad-attempt` problem of an attempt that is not a list of at most one integer or null a cell;
 * none for such a list, or for null (nothing played yet).
 */
export const attemptProblems = attemptProblemsOf<Puzzle>();

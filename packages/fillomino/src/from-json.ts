import {
  attemptProblemsOf,
  edgeCount,
  edgeSides,
  jsonError,
  jsonGridDocument,
  shapeProblemsOf,
} from "@gridsmith/kit";
import { limits, MAX_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "./puzzle.js";
import { withWalls } from "./walls.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `givens`, width x height integers from -2 to {@link MAX_GIVEN} but 0 (-1 none, -2 a `?`), then `walls` when
 * there are any: edges between two cells (the kit's `borderEdges` numbering), each once. Built from the kit's
 * bounded readers; throws a ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const doc = jsonGridDocument(value, limits);
  const { width, height } = doc;
  const givens = doc.integers("givens", width * height, UNKNOWN_GIVEN, MAX_GIVEN);
  const zero = givens.indexOf(0);
  if (zero >= 0) jsonError(`givens[${zero}]`, `0 is no given: -1 none, -2 a ?, else 1 to ${MAX_GIVEN}`);
  const puzzle = { width, height, givens };
  if (doc.fields.walls === undefined) return puzzle;
  const edges = edgeCount(puzzle);
  const walls = doc.integers("walls", { max: edges }, 0, edges - 1);
  walls.forEach((e, k) => {
    if (edgeSides(puzzle, e) === null)
      jsonError(`walls[${k}]`, `edge ${e} is on the grid's outline; a wall lies between two cells`);
  });
  if (new Set(walls).size < walls.length) jsonError("walls", "a wall is listed twice");
  return withWalls(puzzle, walls);
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/** One `bad-attempt` problem for an attempt that is not a list of at most width x height integers or nulls. */
export const attemptProblems = attemptProblemsOf<Puzzle>();

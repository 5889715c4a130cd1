import {
  attemptProblemsOf,
  jsonArray,
  jsonError,
  jsonGridDocument,
  jsonInteger,
  jsonPath,
  shapeProblemsOf,
} from "@gridsmith/kit";
import { limits, MAX_NUMBERS, type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * A clue read from `value` at `path`: a list of none (no clue) to four integers; one is 0 to 8, two are 1
 * to 5, three 1 to 3, four 1 (see `MAX_NUMBERS`), any of them -2 (hidden) instead, as a puzz.link link can
 * hold them. Throws a ParseError naming the path.
 */
export function readClue(value: unknown, path: string): number[] {
  const list = jsonArray(value, path, { max: 4 });
  const max = MAX_NUMBERS[list.length - 1] ?? 0;
  const min = list.length === 1 ? 0 : 1;
  return list.map((v, k) => {
    const at = jsonPath(path, k);
    if (v === UNKNOWN) return UNKNOWN;
    if (typeof v === "number" && Number.isInteger(v) && (v < min || v > max))
      jsonError(at, `a clue of ${list.length} takes numbers ${min} to ${max} (or -2, hidden), not ${v}`);
    return jsonInteger(v, at, min, max);
  });
}

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle}: `width` and `height` first, then
 * `clues`, exactly width x height lists, each a clue ({@link readClue}) or `[]` for none; throws a
 * ParseError whose `path` names the wrong place.
 */
export function fromJson(value: unknown): Puzzle {
  const { width, height, array } = jsonGridDocument(value, limits);
  const list = array("clues", width * height);
  const clues = list.map((c, i) => readClue(c, jsonPath("clues", i)));
  return { width, height, clues };
}

/** The one `bad-shape` problem of a value {@link fromJson} refuses, naming its path; none for a puzzle. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * The one `bad-attempt` problem of an attempt that is not a list of at most one integer or null a cell;
 * none for such a list, or for null (nothing played yet).
 */
export const attemptProblems = attemptProblemsOf<Puzzle>();

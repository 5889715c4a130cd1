import {
  jsonArray,
  jsonError,
  jsonInteger,
  jsonObject,
  jsonPath,
  jsonProblems,
  jsonString,
  type Problem,
  shapeProblemsOf,
} from "@gridsmith/kit";
import { charLength, rstrip, upper } from "./code-points.js";
import { type CrosspatchPuzzle, limits, MAX_SIDE, MAX_WORDS } from "./puzzle.js";

/**
 * A string at `path` of at most `max` characters (code points, as columns and word positions count), else a
 * ParseError. Its UTF-16 length is looked at first, so a long text is refused before it is walked.
 */
function jsonChars(value: unknown, path: string, max: number, what: string): string {
  const s = jsonString(value, path, limits.maxTextLength);
  if (s.length > max && (s.length > 2 * max || charLength(s) > max))
    jsonError(path, `${what} has ${charLength(s)} characters; at most ${max} are allowed`);
  return s;
}

/** A framework row at `path`: trailing spaces gone, at most {@link MAX_SIDE} cells, uppercased. */
export function readRow(value: unknown, path: string): string {
  return upper(jsonChars(rstrip(jsonString(value, path, limits.maxTextLength)), path, MAX_SIDE, "the row"));
}

/** A word at `path`: at most {@link MAX_SIDE} letters, uppercased. */
export function readWord(value: unknown, path: string): string {
  return upper(jsonChars(value, path, MAX_SIDE, "the word"));
}

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link CrosspatchPuzzle} (what `parse` returns and
 * the API sends back): `grid`, a list of at most 128 rows, each a text of at most 128 cells once its
 * trailing spaces are gone, and `words`, a list of at most 4,096 texts of at most 128 letters. Rows lose their
 * trailing spaces and rows and words are uppercased, as every format reads them. Reads no more of the value
 * than that shape; throws a ParseError whose `path` names the wrong place; the result shares nothing with
 * `value`. Whether the words fit the slots (counts, lengths, characters) is `validate`'s.
 */
export function fromJson(value: unknown): CrosspatchPuzzle {
  const o = jsonObject(value, "");
  const grid = jsonArray(o.grid, "grid", { max: MAX_SIDE }).map((row, r) =>
    readRow(row, jsonPath("grid", r)),
  );
  const words = jsonArray(o.words, "words", { max: MAX_WORDS }).map((w, i) =>
    readWord(w, jsonPath("words", i)),
  );
  return { grid, words };
}

/** A `bad-shape` problem for a value {@link fromJson} does not read, naming the path; empty when it does. */
export const shapeProblems = shapeProblemsOf(fromJson);

/**
 * A `bad-attempt` problem for an attempt that is not a (partial) solution's shape, naming the path: an object
 * whose `rows`, when given, are at most 128 texts of at most 128 characters, and whose `placements`, when
 * given, are at most 4,096 objects with a `slot` number and a `word` of at most 128 letters. Empty when it
 * has the shape; what it holds is `check`'s.
 */
export function attemptProblems(attempt: unknown): Problem[] {
  return jsonProblems(() => readAttemptShape(attempt), "bad-attempt");
}

/** Reads nothing but the shape {@link attemptProblems} describes; throws a ParseError naming the path. */
function readAttemptShape(attempt: unknown): void {
  const o = jsonObject(attempt, "attempt");
  if (o.rows !== undefined)
    jsonArray(o.rows, "attempt.rows", { max: MAX_SIDE }).forEach((row, r) => {
      jsonChars(row, jsonPath("attempt.rows", r), MAX_SIDE, "the row");
    });
  if (o.placements !== undefined)
    jsonArray(o.placements, "attempt.placements", { max: MAX_WORDS }).forEach((p, i) => {
      const path = jsonPath("attempt.placements", i);
      const placement = jsonObject(p, path);
      jsonInteger(placement.slot, jsonPath(path, "slot"), 0, MAX_WORDS - 1);
      jsonChars(placement.word, jsonPath(path, "word"), MAX_SIDE, "the word");
    });
}

// What `validate` and `check` answer for a value the bounded readers (json-value.ts) refuse: the reader's
// ParseError as one problem (`bad-shape` for a puzzle, `bad-attempt` or the type's own code for an
// attempt), its message naming the path, with the cells or lines the path is in where the type knows them.
import { describeJson } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import type { Problem } from "./types.js";

/**
 * Where on the grid a JSON path points (`cells[12]`, `rows[3][1]`), as the places a problem names; undefined
 * when the path is not in one place.
 */
export type PathPlaces = (path: string) => Pick<Problem, "cells" | "lines" | "slots"> | undefined;

/**
 * The ParseError `error` of a bounded reader as the problem `code`, its message the error's (the path
 * first), with the places `places` finds for the error's path. Anything but a ParseError is thrown again.
 */
export function jsonProblem(error: unknown, code: string, places?: PathPlaces): Problem {
  if (!(error instanceof ParseError)) throw error;
  const at = error.path === undefined ? undefined : places?.(error.path);
  return at ? { code, message: error.message, ...at } : { code, message: error.message };
}

/**
 * Nothing when `read` (a bounded reader of a value) returns, else its ParseError as the one problem `code`
 * (see {@link jsonProblem}): a type's `shapeProblems`, the first thing its `validate` and `check` look at.
 */
export function jsonProblems(read: () => unknown, code: string, places?: PathPlaces): Problem[] {
  try {
    read();
    return [];
  } catch (e) {
    return [jsonProblem(e, code, places)];
  }
}

/**
 * A type's `shapeProblems` for its `fromJson`: nothing for a value `fromJson` reads, else its ParseError as the
 * one problem `bad-shape` (see {@link jsonProblems}), its message naming the path.
 */
export function shapeProblemsOf(fromJson: (value: unknown) => unknown): (value: unknown) => Problem[] {
  return (value) => jsonProblems(() => fromJson(value), "bad-shape");
}

/**
 * What `read` (a bounded reader) returns, or its ParseError as the problem `code` (see {@link jsonProblem}):
 * an attempt read once for `check`, or why it is not one.
 */
export function jsonChecked<T>(read: () => T, code: string, places?: PathPlaces): T | { problem: Problem } {
  try {
    return read();
  } catch (e) {
    return { problem: jsonProblem(e, code, places) };
  }
}

/**
 * The cell a path into a grid's cell list points at, for {@link jsonProblem}: `pattern` matches the path and
 * captures the index (e.g. `/^cells\[(\d+)\]/`), the list going row by row, `width` cells a row.
 */
export function cellsOfPath(pattern: RegExp, width: number): PathPlaces {
  return (path) => {
    const m = pattern.exec(path);
    if (!m) return undefined;
    const i = Number(m[1]);
    return { cells: [{ row: Math.floor(i / width), col: i % width }] };
  };
}

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most `cells` entries, each an integer or
 * null (not decided yet); empty when it has that shape, or is null or undefined (nothing played yet). The
 * length is read before any entry, so a huge or sparse list costs nothing. The check of a type whose attempt
 * is one number a cell (Light Up's lights, Skyscrapers' heights) or an edge (`unit` "edge": Masyu's lines).
 */
export function cellListProblems(attempt: unknown, cells: number, unit = "cell"): Problem[] {
  if (attempt === null || attempt === undefined) return [];
  if (!Array.isArray(attempt))
    return [
      { code: "bad-attempt", message: `an attempt is a list of ${unit}s, not ${describeJson(attempt)}` },
    ];
  if (attempt.length > cells)
    return [
      { code: "bad-attempt", message: `the attempt has ${attempt.length} ${unit}s; the grid has ${cells}` },
    ];
  for (let i = 0; i < attempt.length; i++) {
    const v: unknown = attempt[i];
    if (v !== null && v !== undefined && !Number.isInteger(v))
      return [{ code: "bad-attempt", message: `attempt[${i}]: expected an integer, got ${describeJson(v)}` }];
  }
  return [];
}

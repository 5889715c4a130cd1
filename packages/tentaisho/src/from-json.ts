import {
  describeJson,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonProblems,
  type Problem,
} from "@gridsmith/kit";
import { limits, type Puzzle } from "./puzzle.js";

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Puzzle} (what `parse` returns and the API sends
 * back): `size` first (1 to 9), then `cells`, exactly size x size integers from 0 to size. Built from the
 * kit's bounded readers, so it reads no more of the value than that shape whatever the value claims; throws a
 * ParseError whose `path` names the wrong place (`cells[80]: ...`). The result shares nothing with `value`.
 * Givens that break the rules (a repeat) are `validate`'s, not this.
 */
export function fromJson(value: unknown): Puzzle {
  const o = jsonObject(value, "");
  const size = jsonInteger(o.size, "size", 1, limits.maxSide);
  return { size, cells: jsonIntegers(o.cells, "cells", size * size, 0, size) };
}

/** One `bad-shape` problem naming the path for a value {@link fromJson} does not read; empty when it does. */
export function shapeProblems(value: unknown): Problem[] {
  return jsonProblems(() => fromJson(value), "bad-shape");
}

/**
 * One `bad-attempt` problem for an attempt that is not a list of at most size x size cells, each an integer
 * or null (not filled yet); empty when it has that shape, or is null (nothing played yet, as the site's
 * generic board says it). Looks at the length before any entry.
 */
export function attemptProblems(puzzle: Puzzle, attempt: unknown): Problem[] {
  if (attempt === null || attempt === undefined) return [];
  const n = puzzle.size * puzzle.size;
  if (!Array.isArray(attempt))
    return [{ code: "bad-attempt", message: `an attempt is a list of cells, not ${describeJson(attempt)}` }];
  if (attempt.length > n)
    return [{ code: "bad-attempt", message: `the attempt has ${attempt.length} cells; the grid has ${n}` }];
  for (let i = 0; i < attempt.length; i++) {
    const v: unknown = attempt[i];
    if (v !== null && v !== undefined && !Number.isInteger(v))
      return [{ code: "bad-attempt", message: `attempt[${i}]: expected an integer, got ${describeJson(v)}` }];
  }
  return [];
}

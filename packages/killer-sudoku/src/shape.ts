/**
 * The shape of a killer sudoku value and the sizes the package accepts: one reader, used by `fromJson`, by
 * `validate`, `solve`, `check` and `hint` (for values a package user built) and by the JSON format, so every
 * way in checks the same things before anything is sized by them.
 */
import {
  cellsOfPath,
  jsonArray,
  jsonChecked,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonPath,
  jsonProblems,
  jsonSize,
  type Limits,
  type PathPlaces,
  type Problem,
} from "@gridsmith/kit";
import { type Puzzle, SIZES } from "./puzzle.js";

/** The smallest and largest cage sum any format holds (the text format writes up to three digits). */
export const SUM_RANGE = { min: 1, max: 999 } as const;

/**
 * What killer sudoku accepts: 4x4, 6x6 or 9x9, so at most 81 cells and 81 cages; texts up to 64 KiB, many
 * times what a 9x9 takes in either format (about 1 KB of text, 3 KB of JSON with every cell named).
 */
export const limits: Limits = {
  maxSide: 9,
  maxCells: 81,
  maxTextLength: 65_536,
  notes:
    `the size is ${SIZES.join(", ")}; 1 to size × size cages, each of 1 to size × size cells, ` +
    `with a sum from ${SUM_RANGE.min} to ${SUM_RANGE.max}; a given is 0 (none) or a digit 1 to the size`,
};

/**
 * Reads a killer sudoku value `{ size, cages, givens }` at `path`: the size first (one of {@link SIZES}), then
 * size * size givens (0 to size), then 1 to size * size cages, each `{ sum, cells }` with a sum in
 * {@link SUM_RANGE} and 1 to size * size cell indexes 0 to size * size - 1. Where cages overlap or leave cells
 * out is `validate`'s to say. Returns a fresh value; throws a ParseError naming the path.
 */
export function readPuzzle(value: unknown, path = ""): Puzzle {
  const o = jsonObject(value, path);
  const size = jsonSize(o.size, jsonPath(path, "size"), SIZES);
  const count = size * size;
  const givens = jsonIntegers(o.givens, jsonPath(path, "givens"), count, 0, size);
  const at = jsonPath(path, "cages");
  const list = jsonArray(o.cages, at, { min: 1, max: count });
  const cages = new Array<Puzzle["cages"][number]>(list.length);
  for (let k = 0; k < list.length; k++) {
    const cage = jsonObject(list[k], jsonPath(at, k));
    cages[k] = {
      sum: jsonInteger(cage.sum, jsonPath(jsonPath(at, k), "sum"), SUM_RANGE.min, SUM_RANGE.max),
      cells: jsonIntegers(
        cage.cells,
        jsonPath(jsonPath(at, k), "cells"),
        { min: 1, max: count },
        0,
        count - 1,
      ),
    };
  }
  return { size, cages, givens };
}

/** The type's `fromJson`: a puzzle in the shape `parse` returns, checked before anything is built from it. */
export function fromJson(value: unknown): Puzzle {
  return readPuzzle(value);
}

/** The cell a path such as `givens[12]` or `attempt[12]` points at, for a problem's `cells`. */
const cellOfPath = (size: number): PathPlaces => cellsOfPath(/^(?:givens|attempt)\[(\d+)\]$/, size);

/**
 * Why a value is not a killer sudoku at all (one problem `bad-shape`, its message naming the path), or
 * nothing when it has the shape. Costs what the value costs, whatever it claims.
 */
export function shapeProblems(puzzle: Puzzle): Problem[] {
  const size = (puzzle as { size?: unknown } | null)?.size;
  const known = (SIZES as readonly unknown[]).includes(size) ? (size as number) : 1;
  return jsonProblems(() => readPuzzle(puzzle), "bad-shape", cellOfPath(known));
}

/**
 * Reads an attempt for a well-formed puzzle of `size`: a list of at most size * size entries, a digit 0 to
 * size or null per cell (0, null and a missing entry are empty cells); undefined is no attempt.
 * Returns a fresh list of size * size digits; throws a ParseError naming the path (`attempt[3]`).
 */
export function readAttempt(attempt: unknown, size: number): number[] {
  const count = size * size;
  const values = new Array<number>(count).fill(0);
  if (attempt === undefined) return values;
  const list = jsonArray(attempt, "attempt", { max: count });
  for (let i = 0; i < list.length; i++)
    if (list[i] != null) values[i] = jsonInteger(list[i], jsonPath("attempt", i), 0, size);
  return values;
}

/** An attempt read by {@link readAttempt}, or why it is not one (problem `bad-attempt`, naming the path). */
export function checkedAttempt(attempt: unknown, size: number): number[] | { problem: Problem } {
  return jsonChecked(() => readAttempt(attempt, size), "bad-attempt", cellOfPath(size));
}

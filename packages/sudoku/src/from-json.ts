/**
 * The shape of a sudoku value and the sizes the package accepts: one reader, used by `fromJson`, by
 * `validate`, `solve` and `check` (for values a package user built) and by the JSON-reading formats, so every
 * way in checks the same things before anything is sized by them.
 */
import {
  cellsOfPath,
  jsonChecked,
  jsonIntegers,
  jsonObject,
  jsonPath,
  jsonProblems,
  jsonSize,
  type PathPlaces,
  type Problem,
} from "@gridsmith/kit";
import { isSupportedSize, SIZES, type Sudoku, type SudokuSolution } from "./puzzle.js";

/**
 * Reads a sudoku value `{ size, cells }` at `path`: the size first (one of {@link SIZES}), then exactly
 * size * size cells, each an integer 0 to size. Returns a fresh value; throws a ParseError naming the path.
 */
export function readSudoku(value: unknown, path = ""): Sudoku {
  const o = jsonObject(value, path);
  const size = jsonSize(o.size, jsonPath(path, "size"), SIZES);
  return { size, cells: jsonIntegers(o.cells, jsonPath(path, "cells"), size * size, 0, size) };
}

/** The type's `fromJson`: a puzzle in the shape `parse` returns, checked before anything is built from it. */
export function fromJson(value: unknown): Sudoku {
  return readSudoku(value);
}

/**
 * The quick yes of {@link readSudoku} on a hot path (every solve of a batch): true only for a value that
 * `readSudoku` reads as it is (a supported size and N*N integers 0..N); allocates nothing.
 */
export function wellFormed(puzzle: Sudoku): boolean {
  const n = puzzle?.size;
  const cells = puzzle?.cells;
  if (typeof n !== "number" || !isSupportedSize(n) || !Array.isArray(cells) || cells.length !== n * n)
    return false;
  for (let i = 0; i < cells.length; i++) {
    const d = cells[i];
    if (typeof d !== "number" || !(d >= 0 && d <= n) || (d | 0) !== d) return false;
  }
  return true;
}

/** The cell a path such as `cells[12]` or `attempt.cells[12]` points at, for a problem's `cells`. */
const cellOfPath = (size: number): PathPlaces => cellsOfPath(/(?:^|\.)cells\[(\d+)\]$/, size);

/**
 * Why a value is not a sudoku at all (problem `bad-shape`, its message naming the path: `cells[80]: 1.5 is
 * out of range`), or nothing when it has the shape. Costs what the value costs, whatever it claims.
 */
export function shapeProblems(puzzle: Sudoku): Problem[] {
  if (wellFormed(puzzle)) return [];
  const size = (puzzle as { size?: unknown } | null)?.size;
  const known = typeof size === "number" && isSupportedSize(size) ? size : 1;
  return jsonProblems(() => readSudoku(puzzle), "bad-shape", cellOfPath(known));
}

/**
 * Reads an attempt `{ cells }` for a well-formed puzzle of `size`: exactly size * size cells, each 0 (empty)
 * to size. Throws a ParseError naming the path (`attempt.cells[3]`).
 */
export function readAttempt(attempt: unknown, size: number): SudokuSolution {
  const o = jsonObject(attempt, "attempt");
  return { cells: jsonIntegers(o.cells, "attempt.cells", size * size, 0, size) };
}

/**
 * An attempt read by {@link readAttempt} (a fresh copy), or why it is not one: problem `bad-attempt`, its
 * message naming the path.
 */
export function checkedAttempt(attempt: unknown, size: number): SudokuSolution | { problem: Problem } {
  return jsonChecked(() => readAttempt(attempt, size), "bad-attempt", cellOfPath(size));
}

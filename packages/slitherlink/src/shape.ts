/**
 * The shape of a Slitherlink value and the sizes the package accepts: one reader, used by `fromJson`, by
 * `validate`, `solve`, `check`, `hint`, `explain` and `grade` (for values a package user built) and beside the
 * JSON format's own reader, so every way in checks the same things before anything is sized by them.
 */
import {
  cellsOfPath,
  jsonArray,
  jsonChecked,
  jsonGridSize,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonPath,
  jsonProblems,
  type Limits,
  type Problem,
} from "@gridsmith/kit";
import { edgeCells, edgeCount, GENERATE_MAX_SIDE, MAX_SIDE, type Puzzle } from "./puzzle.js";

/**
 * What Slitherlink accepts: at most {@link MAX_SIDE} cells a side (3,600 cells); texts up to 64 KiB, many times
 * what a 60x60 takes in any format (about 3.7 KB of text, 4.5 KB of JSON, less as a link).
 */
export const limits: Limits = {
  maxSide: MAX_SIDE,
  maxCells: MAX_SIDE * MAX_SIDE,
  maxTextLength: 65_536,
  notes: `a clue is -1 (none) or 0 to 4; the generator makes grids of 2 to ${GENERATE_MAX_SIDE} a side`,
};

/**
 * Reads a Slitherlink value `{ width, height, clues }` at `path`: the sides first (1 to {@link MAX_SIDE}),
 * then exactly width * height clues, each -1 (none) or 0 to 4. Returns a fresh value; throws a ParseError
 * naming the path.
 */
export function readPuzzle(value: unknown, path = ""): Puzzle {
  const o = jsonObject(value, path);
  const { width, height } = jsonGridSize(o.width, o.height, limits, {
    width: jsonPath(path, "width"),
    height: jsonPath(path, "height"),
    grid: path,
  });
  return { width, height, clues: jsonIntegers(o.clues, jsonPath(path, "clues"), width * height, -1, 4) };
}

/** The type's `fromJson`: a puzzle in the shape `parse` returns, checked before anything is built from it. */
export function fromJson(value: unknown): Puzzle {
  return readPuzzle(value);
}

/**
 * Why a value is not a Slitherlink puzzle at all (one problem `bad-shape`, its message naming the path, and
 * the cell of a clue), or nothing when it has the shape. Costs what the value costs, whatever it claims.
 */
export function shapeProblems(puzzle: Puzzle): Problem[] {
  const width = (puzzle as { width?: unknown } | null)?.width;
  const known = typeof width === "number" && width >= 1 ? width : 1;
  return jsonProblems(() => readPuzzle(puzzle), "bad-shape", cellsOfPath(/^clues\[(\d+)\]$/, known));
}

/**
 * Reads an attempt at a well-formed puzzle: a list of at most {@link edgeCount} entries, 1 (a line), -1
 * (marked not a line), 0 or null (undecided) per edge, a missing entry undecided too; undefined is no attempt.
 * Returns a fresh list of one -1/0/1 per edge; throws a ParseError naming the path (`attempt[3]`).
 */
export function readAttempt(puzzle: Puzzle, attempt: unknown): number[] {
  const n = edgeCount(puzzle);
  const values = new Array<number>(n).fill(0);
  if (attempt === undefined) return values;
  const list = jsonArray(attempt, "attempt", { max: n });
  for (let e = 0; e < list.length; e++)
    if (list[e] != null) values[e] = jsonInteger(list[e], jsonPath("attempt", e), -1, 1);
  return values;
}

/** An attempt read by {@link readAttempt}, or why it is not one (problem `bad-attempt`, naming the path). */
export function checkedAttempt(puzzle: Puzzle, attempt: unknown): number[] | { problem: Problem } {
  return jsonChecked(
    () => readAttempt(puzzle, attempt),
    "bad-attempt",
    (path) => {
      const m = /^attempt\[(\d+)\]$/.exec(path);
      return m ? { cells: edgeCells(puzzle, Number(m[1])) } : undefined;
    },
  );
}

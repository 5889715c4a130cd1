/**
 * The shape of a kakuro value and the sizes the package accepts: one reader, used by `fromJson`, by
 * `validate`, `solve`, `check` and `hint` (for values a package user built) and by the JSON format, so every
 * way in checks the same things before anything is sized by them.
 */
import {
  cellNameAt,
  cellsOfPath,
  jsonArray,
  jsonError,
  jsonGridSize,
  jsonInteger,
  jsonObject,
  jsonPath,
  jsonProblems,
  type Limits,
  type PathPlaces,
  type Problem,
} from "@gridsmith/kit";
import { type Block, type KakuroCell, MAX_CLUE, MAX_SIDE, type Puzzle, preview } from "./puzzle.js";

/**
 * What kakuro accepts: at most `MAX_SIDE` (64) rows and columns (4,096 cells); texts up to 256 KiB, room for
 * a 64x64 JSON document pretty-printed with an object per black cell (about 200 KB; its text grid is under 32 KB).
 */
export const limits: Limits = {
  maxSide: MAX_SIDE,
  maxCells: MAX_SIDE * MAX_SIDE,
  maxTextLength: 262_144,
  notes:
    `a white cell is 0 (empty) or a given digit 1-9; a black cell carries at most a down and an across clue, ` +
    `each 1 to ${MAX_CLUE}; the generator makes grids of 3 to 20 a side`,
};

const CELL_HELP = `use 0 (empty), 1-9 (a digit) or a black cell such as {} or {"down": 23, "across": 11} with clues 1-${MAX_CLUE}`;

/** One cell at `path` (cell `index` of a grid `cols` wide): a digit 0-9, or a black cell with its clues. */
function readCell(value: unknown, path: string, cols: number, index: number): KakuroCell {
  const where = cellNameAt(index, cols);
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 0 || value > 9)
      jsonError(path, `${preview(value)} is not a cell (${where}); ${CELL_HELP}`);
    return value;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    jsonError(path, `${preview(value)} is not a cell (${where}); ${CELL_HELP}`);
  const o = value as Record<string, unknown>;
  for (const key in o)
    if (key !== "down" && key !== "across")
      jsonError(
        path,
        `${preview(value)} is not a cell (${where}): a black cell has no "${key.slice(0, 20)}"; ${CELL_HELP}`,
      );
  const block: Block = {};
  if (o.down !== undefined) block.down = jsonInteger(o.down, jsonPath(path, "down"), 1, MAX_CLUE);
  if (o.across !== undefined) block.across = jsonInteger(o.across, jsonPath(path, "across"), 1, MAX_CLUE);
  return block;
}

/**
 * Reads a kakuro value `{ rows, cols, cells }` at `path`: the sides first (1 to `MAX_SIDE`, 40), then
 * exactly rows * cols cells, each a digit 0-9 or a black cell `{}`, `{"down": n}`, `{"across": n}` or both,
 * clues 1 to {@link MAX_CLUE}. Entries without clues and other puzzles that are not kakuros are `validate`'s
 * to say. Returns a fresh value; throws a ParseError naming the path.
 */
export function readPuzzle(value: unknown, path = ""): Puzzle {
  const o = jsonObject(value, path);
  const { width: cols, height: rows } = jsonGridSize(o.cols, o.rows, limits, {
    width: jsonPath(path, "cols"),
    height: jsonPath(path, "rows"),
    grid: path,
  });
  const at = jsonPath(path, "cells");
  const list = jsonArray(o.cells, at, rows * cols);
  const cells = new Array<KakuroCell>(list.length);
  for (let i = 0; i < list.length; i++) cells[i] = readCell(list[i], jsonPath(at, i), cols, i);
  return { rows, cols, cells };
}

/** The type's `fromJson`: a puzzle in the shape `parse` returns, checked before anything is built from it. */
export function fromJson(value: unknown): Puzzle {
  return readPuzzle(value);
}

/** The cell a path such as `cells[12].down` or `attempt[12]` points at, for a problem's `cells`. */
export const cellOfPath = (cols: number): PathPlaces => cellsOfPath(/^(?:cells|attempt)\[(\d+)\]/, cols);

/**
 * Why a value is not a grid of kakuro cells at all (one problem `bad-shape`, its message naming the path), or
 * nothing when it has the shape. Costs what the value costs, whatever it claims.
 */
export function shapeProblems(puzzle: Puzzle): Problem[] {
  const cols = (puzzle as { cols?: unknown } | null)?.cols;
  const known = typeof cols === "number" && Number.isInteger(cols) && cols >= 1 && cols <= MAX_SIDE;
  return jsonProblems(() => readPuzzle(puzzle), "bad-shape", cellOfPath(known ? cols : 1));
}

/**
 * Reads an attempt at a well-formed puzzle of `count` cells: a list of at most `count` entries, a digit 0-9
 * or null per cell (0, null and a missing entry are empty; black cells are not read); undefined is no
 * attempt. Returns a fresh list of `count` digits; throws a ParseError naming the path (`attempt[3]`).
 */
export function readAttemptList(attempt: unknown, count: number): number[] {
  const values = new Array<number>(count).fill(0);
  if (attempt === undefined) return values;
  const list = jsonArray(attempt, "attempt", { max: count });
  for (let i = 0; i < list.length; i++)
    if (list[i] != null) values[i] = jsonInteger(list[i], jsonPath("attempt", i), 0, 9);
  return values;
}

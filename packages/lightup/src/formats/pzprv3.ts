import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { BLACK, limits, type Puzzle, type Solution, WHITE } from "../puzzle.js";

/** The genre names of pzprv3 files; the first is the one written: pzprjs's id, not the links' `akari`. */
export const FILE_GENRES = ["lightup", "akari", "bijutsukan"] as const;

/** A pzprv3 file's board: the puzzle, and the lights placed (1) where the file has an answer. */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "lights">;

/** A cell's token, read as [the puzzle's cell, 1 where a light is placed]; null for another token. */
function lightUpCell(t: string): [number, number] | null {
  if (t === "-") return [BLACK, 0];
  if (/^[0-4]$/.test(t)) return [Number(t), 0];
  return t === "#" || t === "." || t === "+" ? [WHITE, t === "#" ? 1 : 0] : null;
}

/**
 * Reads puzz.link's Light Up file (pzprjs's lightup layout): one cell section, `.` white, `-` a black cell
 * without a number, `0`-`4` a numbered black cell, `#` a light, `+` a dot (a cell marked dark-free, not
 * data); then, when present, a section of `-` (a number the player crossed out) and `.`, not data either.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, FILE_GENRES, limits);
  const { rows: height, cols: width } = file;
  const read = file.cells("board", lightUpCell, "a Light Up cell");
  const cells = read.map(([cell]) => cell);
  const lights = read.map(([, light]) => light);
  // The crossed-out numbers' section, when pzprjs wrote it, holds nothing of the puzzle.
  if (!file.atEnd()) file.section(height, width, "crossed-out numbers");
  return { puzzle: { width, height, cells }, lights };
}

/** A pzprv3 file of `puzzle`, with `solution`'s lights in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const tokens = puzzle.cells.map((v, i) =>
    v === BLACK ? "-" : v >= 0 ? String(v) : solution?.[i] ? "#" : ".",
  );
  const rows = Array.from({ length: puzzle.height }, (_, r) =>
    tokens.slice(r * puzzle.width, (r + 1) * puzzle.width),
  );
  return pzl.writePzprv3(FILE_GENRES[0], puzzle.height, puzzle.width, [rows]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, or the
 * puzzle with a solution's lights in place.
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  FILE_GENRES,
  readPzprv3Board,
  writePzprv3,
);

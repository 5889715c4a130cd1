import { type Format, ParseError } from "@gridsmith/kit";
import type { ShadingBoard } from "@gridsmith/kit/puzzlink";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, NONE, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Creek file (pzprjs's creek layout): a section of the grid points' clues, ROWS + 1 lines of
 * COLS + 1 (`.` none, `-` hidden, else the clue), then the answer's section when present: `#` shaded, `+` a
 * dot (marked unshaded, not data), `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const clues = file
    .section(height + 1, width + 1, "clues")
    .flat()
    .map((t, p) => {
      if (t === ".") return NONE;
      if (t === "-") return UNKNOWN;
      if (/^[0-4]$/.test(t)) return Number(t);
      throw new ParseError(
        `'${t}' at point ${(p % (width + 1)) + 1} of row ${Math.floor(p / (width + 1)) + 1} is not a clue 0-4, '.' or '-'`,
        5 + Math.floor(p / (width + 1)),
      );
    });
  const shaded = pzl.readShadeSection(file, height, width);
  return { puzzle: { width, height, clues }, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const rows = (h: number, w: number, token: (i: number) => string) =>
    Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => token(r * w + c)));
  const clues = rows(height + 1, width + 1, (p) => {
    const v = puzzle.clues[p]!;
    return v === NONE ? "." : v === UNKNOWN ? "-" : String(v);
  });
  const answer = pzl.shadeSection(width, height, solution);
  return pzl.writePzprv3(GENRES[0], height, width, [clues, answer]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

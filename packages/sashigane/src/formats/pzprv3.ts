import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import {
  CIRCLE,
  edgeCount,
  isArrow,
  limits,
  MAX_SIDE,
  type Puzzle,
  type Solution,
  UNKNOWN,
} from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  borders: Solution;
}

/**
 * Reads puzz.link's Sashigane file (pzprjs's sashigane layout): a cell section (`.` nothing, `o` a circle,
 * `oN` a circled N, `-` a `?`, `1`-`4` an arrow up, down, left, right), then, when present, the borders
 * between cells (kit's `readBorderSections`).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const clues = file
    .section(height, width, "clues")
    .flat()
    .map((t, i) => {
      if (t === ".") return -1;
      if (t === "-") return UNKNOWN;
      if (t === "o") return CIRCLE;
      if (/^o\d{1,3}$/.test(t) && Number(t.slice(1)) <= 255) return Number(t.slice(1));
      if (/^[1-4]$/.test(t)) return -3 - Number(t);
      throw new ParseError(
        `'${t}' at row ${Math.floor(i / width) + 1}, column ${(i % width) + 1} is not a Sashigane clue`,
        5 + Math.floor(i / width),
      );
    });
  const puzzle: Puzzle = { width, height, clues };
  const borders = file.atEnd()
    ? new Array<number>(edgeCount(puzzle)).fill(0)
    : pzl.readBorderSections(file, height, width);
  return { puzzle, borders };
}

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const token = (v: number) =>
    v === UNKNOWN ? "-" : v === CIRCLE ? "o" : v >= 0 ? `o${v}` : isArrow(v) ? String(-3 - v) : ".";
  const cells = Array.from({ length: height }, (_, r) =>
    puzzle.clues.slice(r * width, (r + 1) * width).map(token),
  );
  return pzl.writePzprv3(GENRES[0], height, width, [cells, pzl.borderSections(height, width, solution)]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  GENRES,
  (text) => readPzprv3Board(text).puzzle,
  (puzzle) => writePzprv3(puzzle),
  writePzprv3,
);

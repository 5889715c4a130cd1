import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { edgeCount, limits, MAX_SIDE, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  borders: Solution;
}

/**
 * Reads puzz.link's Shikaku file (pzprjs's shikaku layout): a cell section (`.` no number, `-` a number not
 * given, else the number), then the borders between cells, when present: ROWS lines of COLS - 1 (the
 * vertical ones), ROWS - 1 lines of COLS (the horizontal ones), each `1` a border, `2` a border with a mark,
 * `-1` a cross (no border; not data), `0` nothing.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const clues = file
    .section(height, width, "numbers")
    .flat()
    .map((t, i) => {
      if (t === ".") return -1;
      if (t === "-") return UNKNOWN;
      if (/^\d{1,4}$/.test(t) && Number(t) <= width * height) return Number(t);
      throw new ParseError(
        `'${t}' at row ${Math.floor(i / width) + 1}, column ${(i % width) + 1} is not a Shikaku number`,
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
  const cells = Array.from({ length: height }, (_, r) =>
    puzzle.clues
      .slice(r * width, (r + 1) * width)
      .map((v) => (v === UNKNOWN ? "-" : v >= 0 ? String(v) : ".")),
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

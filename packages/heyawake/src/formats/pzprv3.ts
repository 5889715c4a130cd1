import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { EMPTY, limits, MAX_NUMBER, MAX_SIDE, numbersOnTop, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  shaded: Solution;
}

/**
 * Reads puzz.link's Heyawake file (pzprjs's layout): the rooms (a count line, then each cell's room number),
 * the numbers (`.` none, `-` hidden, read as none: it says no more in Heyawake, and no link can hold one;
 * a room's number comes back on its top cell, as pzprjs moves it), then the answer's section when present:
 * `#` shaded, `+` a dot (marked unshaded, not data), `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const rooms = pzl.readRoomSection(file, height, width);
  const numbers = pzl.readNumberSection(file, height, width, MAX_NUMBER).map((v) => Math.max(v, EMPTY));
  const shaded = pzl.readShadeSection(file, height, width);
  const puzzle = numbersOnTop({ width, height, rooms, numbers });
  if (typeof puzzle === "number")
    throw new ParseError(
      `the number at row ${Math.floor(puzzle / width) + 1}, column ${(puzzle % width) + 1} is its room's second; a room holds at most one`,
    );
  return { puzzle, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.roomSection(width, height, puzzle.rooms),
    pzl.numberSection(width, height, puzzle.numbers),
    pzl.shadeSection(width, height, solution),
  ]);
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

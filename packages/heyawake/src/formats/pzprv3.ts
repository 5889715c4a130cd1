import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { EMPTY, limits, MAX_NUMBER, MAX_SIDE, numbersOnTop, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  shaded: Solution;
}

const where = (i: number, width: number) => `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;

/**
 * Reads puzz.link's Heyawake file (pzprjs's layout): the rooms (a count line, then each cell's room number),
 * the numbers (`.` none, `-` hidden, read as none, else the number; a room's number comes back on its top cell, as pzprjs moves it), then the answer's section when present: `#` shaded,
 * `+` a dot (marked unshaded, not data), `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const rooms = pzl.readRoomSection(file, height, width);
  const numbers = file
    .section(height, width, "numbers")
    .flat()
    .map((t, i) => {
      if (t === ".") return EMPTY;
      // A hidden number says no more than none in Heyawake, and no link can hold one.
      if (t === "-") return EMPTY;
      if (!/^\d{1,4}$/.test(t) || Number(t) > MAX_NUMBER)
        throw new ParseError(`'${t}' at ${where(i, width)} is not a number 0-${MAX_NUMBER}, '.' or '-'`);
      return Number(t);
    });
  const shaded = new Array<number>(width * height).fill(0);
  if (!file.atEnd())
    file
      .section(height, width, "answer")
      .flat()
      .forEach((t, i) => {
        if (t !== "#" && t !== "+" && t !== ".")
          throw new ParseError(`'${t}' at ${where(i, width)} of the answer is not '#', '+' or '.'`);
        shaded[i] = t === "#" ? 1 : 0;
      });
  const puzzle = numbersOnTop({ width, height, rooms, numbers });
  if (typeof puzzle === "number")
    throw new ParseError(
      `the number at ${where(puzzle, width)} is its room's second; a room holds at most one`,
    );
  return { puzzle, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const rows = (token: (i: number) => string) =>
    Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => token(r * width + c)));
  const numbers = rows((i) => {
    const v = puzzle.numbers[i]!;
    return v === EMPTY ? "." : String(v);
  });
  const answer = rows((i) => (solution?.[i] === 1 ? "#" : "."));
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.roomSection(width, height, puzzle.rooms),
    numbers,
    answer,
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

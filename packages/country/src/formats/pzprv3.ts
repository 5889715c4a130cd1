import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, numbersAtTop, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the loop's lines (1) where the file has an answer. */
export type Pzprv3Board = pzl.CentreLineBoard<Puzzle>;

/** A number's token: the number, `.` none, `-` unknown (read as none); null for another token. */
const roomNumber = (t: string) => (t === "." || t === "-" ? -1 : /^\d{1,4}$/.test(t) ? Number(t) : null);

/**
 * Reads puzz.link's Country Road file (pzprjs's country layout): the rooms (a count line, then each cell's
 * room number), the numbers (a number, `.` none, `-` unknown: read as none), then when present the lines
 * (kit's `readCentreLineSections`) and the cells' marks (not data). A room's number moves to its top cell,
 * as pzprjs keeps it.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const rooms = pzl.readRoomSection(file, height, width);
  const given = file.cells("numbers", roomNumber, "a Country Road number");
  const puzzle: Puzzle = { width, height, rooms, numbers: numbersAtTop(width, rooms, given) };
  return { puzzle, lines: pzl.readCentreLineAnswer(file, height, width) };
}

/** A pzprv3 file of `puzzle`, with `solution`'s loop in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  const row = (r: number, cell: (i: number) => string) =>
    Array.from({ length: w }, (_, c) => cell(r * w + c));
  const numbers = Array.from({ length: h }, (_, r) =>
    row(r, (i) => (puzzle.numbers[i]! >= 0 ? String(puzzle.numbers[i]) : ".")),
  );
  const marks = Array.from({ length: h }, (_, r) => row(r, () => "0"));
  return pzl.writePzprv3(GENRES[0], h, w, [
    pzl.roomSection(w, h, puzzle.rooms),
    numbers,
    pzl.centreLineSections(h, w, solution),
    marks,
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_BRIDGES, MAX_NUMBER, type Puzzle, type Solution } from "../puzzle.js";

/**
 * The genre names of pzprv3 files; the first is the one written, pzprjs's id (not the links' `hashi`). pzpr
 * opens a file under its other names too, so this reads them.
 */
const FILE_GENRES = ["hashikake", "hashi", "bridges"] as const;

/** A pzprv3 file's board: the puzzle, and the bridges (per line, 0 to 2) the file holds. */
export type Pzprv3Board = pzl.CentreLineBoard<Puzzle>;

/**
 * Reads puzz.link's Hashikake file (pzprjs's hashikake layout: learnt from pzprjs, MIT, written afresh): the
 * cells' numbers (kit's `readNumberSection`: `.` water, `-` an island without a number), then the lines
 * through cell centres, each 0 to 2 bridges (kit's `readCentreLineSections` up to 2; crosses are no data).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, FILE_GENRES, limits.maxSide);
  const { rows: height, cols: width } = file;
  const numbers = pzl.readNumberSection(file, height, width, MAX_NUMBER);
  const puzzle: Puzzle = { width, height, numbers };
  return { puzzle, lines: pzl.readCentreLineAnswer(file, height, width, MAX_BRIDGES) };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s bridges in place when given (pzprjs writes the line sections
 * always, 0 where there is none): what puzz.link opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  return pzl.writePzprv3(FILE_GENRES[0], h, w, [
    pzl.numberSection(w, h, puzzle.numbers),
    pzl.centreLineSections(h, w, solution, MAX_BRIDGES),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  FILE_GENRES,
  readPzprv3Board,
  writePzprv3,
);

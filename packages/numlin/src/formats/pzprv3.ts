import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_NUMBER, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the lines (1) where the file has an answer. */
export type Pzprv3Board = pzl.CentreLineBoard<Puzzle>;

/**
 * Reads puzz.link's Numberlink file (pzprjs's numlin layout: learnt from pzprjs, MIT, written afresh): the
 * cells' numbers (kit's `readNumberSection`: `.` none, `-` not given), then when present the lines (kit's
 * `readCentreLineSections`; crosses are no data).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const numbers = pzl.readNumberSection(file, height, width, MAX_NUMBER);
  const puzzle: Puzzle = { width, height, numbers };
  return { puzzle, lines: pzl.readCentreLineAnswer(file, height, width) };
}

/** A pzprv3 file of `puzzle`, with `solution`'s lines in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  return pzl.writePzprv3(GENRES[0], h, w, [
    pzl.numberSection(w, h, puzzle.numbers),
    pzl.centreLineSections(h, w, solution),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

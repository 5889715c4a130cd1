import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_GIVEN, MAX_NUMBER, MAX_SIDE, NO_GIVEN, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the numbers written in its cells (0 where none). */
export interface Pzprv3Board {
  puzzle: Puzzle;
  numbers: Solution;
}

/**
 * Reads puzz.link's Nanro file (pzprjs's layout): the rooms (their count, then each cell's room); the givens (`.` none, `-` a `?`, else the number); then,
 * when present, the player's numbers (`.` none), each possibly followed by corner notes in brackets
 * (`.[1,,3,]`), or a mark of no number (`+`, `-`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const rooms = pzl.readRoomSection(file, height, width);
  const givens = pzl.readNumberSection(file, height, width, MAX_GIVEN);
  const zero = givens.indexOf(0);
  if (zero >= 0)
    throw new ParseError(
      `'0' at row ${Math.floor(zero / width) + 1}, column ${(zero % width) + 1} is no given`,
    );
  const numbers = pzl.readAnswerNumberSection(file, height, width, MAX_NUMBER, true);
  return { puzzle: { width, height, rooms, givens }, numbers };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s numbers in place when given (in the cells without a given, as
 * pzprjs writes them): what puzz.link opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, rooms, givens } = puzzle;
  // The answer is written in the cells without a given, as pzprjs writes it.
  const answer = givens.map((g, i) => (g === NO_GIVEN ? (solution?.[i] ?? 0) : 0));
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.roomSection(width, height, rooms),
    pzl.numberSection(width, height, givens),
    pzl.answerNumberSection(width, height, answer),
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

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
 * Reads puzz.link's Ripple Effect file (pzprjs's layout): the room borders (1 a border) between cells side
 * by side, then between cells one above the other; the givens (`.` none, `-` a `?`, else the number); then,
 * when present, the player's numbers (`.` none), each possibly followed by corner notes in brackets
 * (`.[1,,3,]`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const bits = pzl.readBorderTokens(file, height, width, "border", /^[01]$/);
  const split = new Set(
    pzl.gridBorders(width, height).flatMap(([a, b], k) => (bits[k] === "1" ? [`${a},${b}`] : [])),
  );
  const rooms = pzl.roomsOfBorders(width, height, (a, b) => split.has(`${a},${b}`));
  const givens = pzl.readNumberSection(file, height, width, MAX_GIVEN);
  const zero = givens.indexOf(0);
  if (zero >= 0)
    throw new ParseError(
      `'0' at row ${Math.floor(zero / width) + 1}, column ${(zero % width) + 1} is no given`,
    );
  const numbers = pzl.readAnswerNumberSection(file, height, width, MAX_NUMBER);
  return { puzzle: { width, height, rooms, givens }, numbers };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s numbers in place when given (in the cells without a given, as
 * pzprjs writes them): what puzz.link opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, rooms, givens } = puzzle;
  const borders = pzl.gridBorders(width, height).map(([a, b]) => (rooms[a] === rooms[b] ? "0" : "1"));
  // The answer is written in the cells without a given, as pzprjs writes it.
  const answer = givens.map((g, i) => (g === NO_GIVEN ? (solution?.[i] ?? 0) : 0));
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.borderTokenSections(width, height, borders),
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

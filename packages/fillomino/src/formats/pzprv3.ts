import { edgeCount, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { answerBorders, limits, MAX_GIVEN, NO_GIVEN, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/**
 * A pzprv3 file's board: the puzzle, the numbers written in its cells (0 where none), and per edge (kit's
 * `borderEdges` numbering) 1 where a border is drawn.
 */
export interface Pzprv3Board {
  puzzle: Puzzle;
  numbers: Solution;
  borders: number[];
}

/**
 * Reads puzz.link's Fillomino file (pzprjs's layout: its FileIO, learnt from pzprjs, MIT, written afresh):
 * the givens (`.` none, `-` a `?`, else the number); then, when present, the player's numbers (`.` none),
 * each possibly followed by corner notes in brackets (`.[1,,3,]`), which are not data; then the borders
 * drawn (puzz.link's checker reads a region by its borders where its numbers are not written).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const givens = pzl.readNumberSection(file, height, width, MAX_GIVEN, 1);
  const numbers = pzl.readAnswerNumberSection(file, height, width, width * height);
  const borders = file.atEnd()
    ? new Array<number>(edgeCount({ width, height })).fill(0)
    : pzl.readBorderSections(file, height, width);
  return { puzzle: { width, height, givens }, numbers, borders };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s numbers (in the cells without a given, as pzprjs writes them)
 * and the borders between its regions in place when given: what puzz.link opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, givens } = puzzle;
  const answer = pzl.answerNumberSection(
    width,
    height,
    givens.map((g, i) => (g === NO_GIVEN ? (solution?.[i] ?? 0) : 0)),
  );
  const borders = solution === undefined ? undefined : answerBorders(puzzle, solution);
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.numberSection(width, height, givens),
    answer,
    pzl.borderSections(height, width, borders),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

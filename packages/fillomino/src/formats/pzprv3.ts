import { edgeBetween, edgeCount, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { answerBorders, limits, MAX_GIVEN, NO_GIVEN, type Puzzle, type Solution } from "../puzzle.js";
import { bordersIn, withWalls } from "../walls.js";
import { GENRES } from "./puzzlink.js";

/**
 * A pzprv3 file's board: the puzzle (with its given walls), the numbers written in its cells (0 where none),
 * and per edge (kit's `borderEdges` numbering) 1 where a border is drawn or a wall given (either parts two
 * regions).
 */
export interface Pzprv3Board {
  puzzle: Puzzle;
  numbers: Solution;
  borders: number[];
}

// pzprjs's border tokens (its FileIO decodeBorderAns): `X` a given wall (`-X` one with a mark), `1` a border
// drawn (`2` one with a mark), `-1` a mark alone, `0` nothing.
const BORDER_TOKEN = /^(-?X|-1|0|1|2)$/;

/**
 * Reads puzz.link's Fillomino file (pzprjs's layout: its FileIO, learnt from pzprjs, MIT, written afresh):
 * the givens (`.` none, `-` a `?`, else the number); then, when present, the player's numbers (`.` none),
 * each possibly followed by corner notes in brackets (`.[1,,3,]`), which are not data; then the borders
 * (kit's `readBorderTokens`): `X` a given wall, `1` a border drawn (puzz.link's checker reads a region by its
 * borders where its numbers are not written), `-1` or a `-` before a mark that is not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const givens = pzl.readNumberSection(file, height, width, MAX_GIVEN, 1);
  const numbers = pzl.readAnswerNumberSection(file, height, width, width * height);
  const size = { width, height };
  const borders = new Array<number>(edgeCount(size)).fill(0);
  const walls: number[] = [];
  if (!file.atEnd()) {
    const tokens = pzl.readBorderTokens(file, height, width, "border", BORDER_TOKEN);
    pzl.gridBorders(width, height).forEach(([a, b], k) => {
      const t = tokens[k]!;
      const edge = edgeBetween(size, a, b);
      if (t.endsWith("X")) walls.push(edge);
      if (t.endsWith("X") || t === "1" || t === "2") borders[edge] = 1;
    });
  }
  return { puzzle: withWalls({ width, height, givens }, walls), numbers, borders };
}

/**
 * A pzprv3 file of `puzzle`, its given walls as `X`, with `solution`'s numbers (in the cells without a
 * given, as pzprjs writes them) and the borders between its regions (`1`) in place when given: what puzz.link
 * opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, givens } = puzzle;
  const answer = pzl.answerNumberSection(
    width,
    height,
    givens.map((g, i) => (g === NO_GIVEN ? (solution?.[i] ?? 0) : 0)),
  );
  const drawn = solution === undefined ? [] : answerBorders(puzzle, solution);
  const walls = bordersIn(puzzle, new Set(puzzle.walls));
  const tokens = pzl
    .gridBorders(width, height)
    .map(([a, b], k) => (walls[k] ? "X" : drawn[edgeBetween(puzzle, a, b)] === 1 ? "1" : "0"));
  return pzl.writePzprv3(GENRES[0], height, width, [
    pzl.numberSection(width, height, givens),
    answer,
    pzl.borderTokenSections(width, height, tokens),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

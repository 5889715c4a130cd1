import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { clueTooLong } from "../bw/validate.js";
import { GENRES } from "../genres.js";
import { checkedShape, limits, MAX_SIDE } from "../limits.js";
import type { Nonogram, NonogramSolution } from "../types.js";
import { blackAndWhiteOnly } from "./colour-formats.js";
import { checkGridSize } from "./text.js";

/** A pzprv3 file's board: the puzzle, and the picture where the file has an answer (`#` filled, `.` not). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Nonogram, NonogramSolution, "picture">;

// The clue cells outside the grid: ceil(ROWS/2) lines above it, ceil(COLS/2) columns left of it.
const depth = (length: number) => (length + 1) >> 1;

/**
 * Reads puzz.link's nonogram file (pzprjs's nonogram layout, learnt from its FileIO and its test files, MIT;
 * written afresh): one section of ceil(ROWS/2) + ROWS lines of ceil(COLS/2) + COLS tokens, the grid at the
 * bottom right and the clue cells above and left of it. A clue cell is a number (after `c` when the player
 * marked it done) or `.`; a line's clue is its numbers read outwards in, so top to bottom and left to right.
 * A grid cell is `#` filled, `+` a dot (not data) or `.`. puzz.link's nonogram is black and white.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows, cols } = file;
  checkGridSize(cols, rows, 3, 1);
  const down = depth(rows);
  const across = depth(cols);
  const width = across + cols;
  // A clue cell's number (0 for `.`); the grid's cells, and the corner left of the column clues above the
  // row clues, are read as they stand.
  const board = file.cells(
    "board",
    (t, i) => {
      const clueCell = Math.floor(i / width) < down !== i % width < across;
      if (!clueCell || t === ".") return t;
      return /^c?\d{1,4}$/.test(t) && Number(t.replace("c", "")) >= 1 ? t : null;
    },
    "a clue number (1 or more) or '.'",
    { height: down + rows, width },
  );
  const number = (r: number, c: number) => Number(board[r * width + c]!.replace(/^[c.]/, ""));
  const clue = (cells: number[]) => cells.filter((n) => n > 0);
  const columns = Array.from({ length: cols }, (_, c) =>
    clue(Array.from({ length: down }, (_, r) => number(r, across + c))),
  );
  const rowClues = Array.from({ length: rows }, (_, r) =>
    clue(Array.from({ length: across }, (_, c) => number(down + r, c))),
  );
  const tooLong =
    columns.map((cl, i) => clueTooLong("column", i, cl, rows)).find((m) => m) ??
    rowClues.map((cl, i) => clueTooLong("row", i, cl, cols)).find((m) => m);
  if (tooLong) throw new ParseError(tooLong, 5);
  const picture = Array.from({ length: rows }, (_, r) =>
    board
      .slice((down + r) * width + across, (down + r + 1) * width)
      .map((t) => (t === "#" ? "#" : "."))
      .join(""),
  );
  return { puzzle: checkedShape({ rows: rowClues, columns }), picture };
}

/**
 * A pzprv3 file of a black-and-white `puzzle`, with `solution`'s picture in place when given: what puzz.link
 * opens. Throws for a colour puzzle (puzz.link's nonogram has none) and for a clue of more blocks than the
 * clue cells hold.
 */
export function writePzprv3(puzzle: Nonogram, solution?: NonogramSolution): string {
  blackAndWhiteOnly("pzprv3", puzzle);
  const rows = puzzle.rows.length;
  const cols = puzzle.columns.length;
  const down = depth(rows);
  const across = depth(cols);
  // Each clue flush against the grid, as pzprjs places the link's.
  const flush = (clue: readonly number[], size: number) => {
    if (clue.length > size)
      throw new Error(`a clue of ${clue.length} blocks does not fit a puzz.link nonogram ${cols}x${rows}`);
    return [...Array<string>(size - clue.length).fill("."), ...clue.map(String)];
  };
  const columnCells = puzzle.columns.map((clue) => flush(clue, down));
  const board = [
    ...Array.from({ length: down }, (_, r) => [
      ...Array<string>(across).fill("."),
      ...columnCells.map((cells) => cells[r]!),
    ]),
    ...puzzle.rows.map((clue, r) => [
      ...flush(clue, across),
      ...Array.from({ length: cols }, (_, c) => (solution?.[r]?.[c] === "#" ? "#" : ".")),
    ]),
  ];
  return pzl.writePzprv3(GENRES[0]!, rows, cols, [board]);
}

/**
 * puzz.link's own file (pzprv3), black and white only: reads the puzzle (an answer in it is left out),
 * writes the puzzle, or the puzzle with a solution's picture in place.
 */
export const pzprv3Format: Format<Nonogram, NonogramSolution> = pzl.pzprv3Format(
  GENRES,
  readPzprv3Board,
  writePzprv3,
);

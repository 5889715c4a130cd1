import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import {
  type Block,
  isWhite,
  type KakuroCell,
  MAX_CLUE,
  MAX_SIDE,
  type Puzzle,
  type Solution,
} from "../puzzle.js";
import { limits } from "../shape.js";
import { puzzlinkGrid, withBorder } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the digits of the file's answer (0 where none, and in black cells). */
export interface Pzprv3Board {
  puzzle: Puzzle;
  answer: Solution;
}

/** A clue of the file: a whole number, 0 (or less) for none. */
function clueOf(t: string, row: number, col: number): number | undefined {
  const n = /^-?\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
  if (!(n <= MAX_CLUE))
    throw new ParseError(
      `'${t}' at row ${row + 1}, column ${col + 1} of the board is not a clue (0 for none, up to ${MAX_CLUE})`,
      4 + row + 1,
    );
  return n > 0 ? n : undefined;
}

function block(down: number | undefined, across: number | undefined): Block {
  const b: Block = {};
  if (down !== undefined) b.down = down;
  if (across !== undefined) b.across = across;
  return b;
}

/**
 * Reads puzz.link's kakuro file (pzprjs's kakuro layout, learnt from its FileIO, MIT; written afresh). The
 * size counts the cells inside the clue border, as the link's does. The board is ROWS+1 lines of COLS+1:
 * the first line is a corner, then the down clue over each column; each other line starts with its row's
 * across clue, then a cell each: `.` white, `ACROSS,DOWN` black (0 no clue). The answer follows, ROWS lines
 * of COLS: a digit, or `.` (with pencil marks in `[...]`, or a mark, neither data).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE - 1);
  const rows = file.rows + 1;
  const cols = file.cols + 1;
  const board = file.section(rows, cols, "board");
  const cells: KakuroCell[] = board.flatMap((line, r) =>
    line.map((t, c): KakuroCell => {
      if (r === 0) return c === 0 ? {} : block(clueOf(t, r, c), undefined);
      if (c === 0) return block(undefined, clueOf(t, r, c));
      if (t === ".") return 0;
      const pair = t.split(",");
      if (pair.length !== 2)
        throw new ParseError(
          `'${t}' at row ${r + 1}, column ${c + 1} of the board is not a cell ('.' or ACROSS,DOWN)`,
          5 + r,
        );
      return block(clueOf(pair[1]!, r, c), clueOf(pair[0]!, r, c));
    }),
  );
  // The answer's digits, in the inner cells (the border holds none).
  const digits = file.atEnd() ? [] : file.section(file.rows, file.cols, "answer");
  const answer = cells.map((cell, i) => {
    const t = digits[Math.floor(i / cols) - 1]?.[(i % cols) - 1] ?? ".";
    return /^[1-9]$/.test(t) && isWhite(cell) ? Number(t) : 0;
  });
  return { puzzle: { rows, cols, cells }, answer };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s digits in place when given: what puzz.link opens. A grid
 * without a black first row and column gets one (see `puzzlinkGrid`, which says what puzz.link cannot hold:
 * given digits, unless they come in an answer).
 */
export function writePzprv3(given: Puzzle, givenSolution?: Solution): string {
  // A file's clues are plain numbers: any clue kakuro takes fits.
  const { puzzle, bordered } = puzzlinkGrid(given, MAX_CLUE, { givens: givenSolution !== undefined });
  const solution = givenSolution && bordered ? withBorder(givenSolution, given.cols, () => 0) : givenSolution;
  const { rows, cols, cells } = puzzle;
  const clue = (v: number | undefined) => String(v ?? 0);
  const board = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => {
      const cell = cells[r * cols + c]!;
      if (isWhite(cell)) return ".";
      if (r === 0) return c === 0 ? "0" : clue(cell.down);
      if (c === 0) return clue(cell.across);
      return `${clue(cell.across)},${clue(cell.down)}`;
    }),
  );
  const answer = Array.from({ length: rows - 1 }, (_, r) =>
    Array.from({ length: cols - 1 }, (_, c) => {
      const i = (r + 1) * cols + c + 1;
      return isWhite(cells[i]) && solution?.[i] ? String(solution[i]) : ".";
    }),
  );
  return pzl.writePzprv3(GENRES[0]!, rows - 1, cols - 1, [board, answer]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, or the
 * puzzle with a solution's digits in place.
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);

import { checkTextLength, type Format } from "@gridsmith/kit";
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
import { blockOf, puzzlinkGrid, withBorder } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the digits of the file's answer (0 where none, and in black cells). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "answer">;

/** A clue of the file: a whole number up to MAX_CLUE, 0 (or less) for none; null when the token is none. */
function clueOf(t: string): number | null {
  return /^-?\d{1,6}$/.test(t) && Number(t) <= MAX_CLUE ? Math.max(0, Number(t)) : null;
}

/** A black cell of `down` and `across` clues (0 none), or null when either token was no clue. */
function block(down: number | null, across: number | null): Block | null {
  return down === null || across === null ? null : blockOf(down, across);
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
  // The first line and column are the clue border: a corner, then a clue each.
  const border = (i: number) => i < cols || i % cols === 0;
  const cells = file.cells(
    "board",
    (t, i): KakuroCell | null => {
      if (i === 0) return {};
      if (i < cols) return block(clueOf(t), 0);
      if (i % cols === 0) return block(0, clueOf(t));
      if (t === ".") return 0;
      const pair = t.split(",");
      return pair.length === 2 ? block(clueOf(pair[1]!), clueOf(pair[0]!)) : null;
    },
    (t, i) =>
      border(i) || t.includes(",") ? `a clue (0 for none, up to ${MAX_CLUE})` : "a cell ('.' or ACROSS,DOWN)",
    { height: rows, width: cols },
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

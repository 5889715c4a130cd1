import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import type { Sudoku } from "../puzzle.js";
import { limits } from "../puzzle.js";

/**
 * The sizes puzz.link draws as sudoku: pzprjs gives an N x N board boxes of floor(sqrt(N)) cells a side,
 * 2 x 3 for N = 6, so 12 x 12 (3 x 4 boxes here) has no puzz.link form.
 */
export const PUZZLINK_SIZES = [4, 6, 9, 16, 25] as const;

/** Reads `https://puzz.link/p?sudoku/9/9/BODY` (and pzv.jp, pzprxs hosts): BODY is pzprjs's number16 list. */
export function parsePuzzlink(text: string): Sudoku {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols, rows } = url;
  if (cols !== rows || !(PUZZLINK_SIZES as readonly number[]).includes(cols))
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset - `${cols}/${rows}/`.length,
      `a puzz.link sudoku is ${PUZZLINK_SIZES.map((n) => `${n}/${n}`).join(", ")}; this one is ${cols}/${rows}`,
    );
  const values = pzl.decodeNumber16(url, cols * cols, "cell");
  const bad = values.findIndex((v) => v === -2 || v === 0 || v > cols);
  if (bad >= 0) {
    const what = values[bad] === -2 ? "'.' (an unknown digit)" : `${values[bad]}`;
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset,
      `cell r${Math.floor(bad / cols) + 1}c${(bad % cols) + 1} holds ${what}; a given is a digit 1-${cols}`,
    );
  }
  return { size: cols, cells: values.map((v) => (v === -1 ? 0 : v)) };
}

/** The canonical puzz.link URL; throws for a 12 x 12 grid, which puzz.link cannot draw. */
export function puzzlinkText(puzzle: Sudoku): string {
  const n = puzzle.size;
  if (!(PUZZLINK_SIZES as readonly number[]).includes(n))
    throw new Error(`puzz.link has no ${n}x${n} sudoku; it draws ${PUZZLINK_SIZES.join(", ")}`);
  return pzl.puzzlinkUrl(GENRES[0], n, n, pzl.encodeNumber16(puzzle.cells.map((d) => (d === 0 ? -1 : d))));
}

/** A puzz.link (pzprjs) link, as copied from puzz.link's address bar. */
export const puzzlinkFormat: Format<Sudoku> = {
  id: "puzzlink",
  name: "puzz.link URL (https://puzz.link/p?sudoku/9/9/...)",
  extensions: ["url"],
  parse: parsePuzzlink,
  serialize: puzzlinkText,
  detect: (text) => pzl.looksLikePuzzlink(text, GENRES),
  genres: GENRES,
};

import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_NUMBER, MAX_SIDE, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Kurodoko (pzprjs's kurodoko encoding; learnt from pzprjs, MIT, written afresh): the cells in
 * number16 (see the kit's `decodeNumber16`: `0`-`f`, `-xx`, `.` hidden, `g`-`z` runs of empty cells). The
 * URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const cells = pzl.decodeNumber16(url, width * height, "cell");
  const big = cells.findIndex((v) => v > MAX_NUMBER);
  if (big >= 0)
    throw pzl.puzzlinkError(url, url.bodyOffset, `cell ${big + 1}'s number is past ${MAX_NUMBER}`);
  return { width, height, cells };
}

/** Writes the canonical `https://puzz.link/p?kurodoko/COLS/ROWS/BODY`. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.cells));
}

/** `https://puzz.link/p?kurodoko/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

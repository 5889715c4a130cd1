import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_GIVEN, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Fillomino (pzprjs's Encode: the givens as "number16"; learnt from pzprjs, MIT, written
 * afresh): each cell's given, `0`-`f` or `-xx` a number, `.` a `?`, `g`-`z` 1-20 cells without one. The URL's
 * size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  const givens = pzl.decodeNumber16(url, width * height, "given");
  const big = givens.findIndex((v) => v === 0 || v > MAX_GIVEN);
  if (big >= 0)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset,
      `given ${big + 1} is ${givens[big]}; givens are 1 to ${MAX_GIVEN}`,
    );
  return { width, height, givens };
}

/** Writes the canonical `https://puzz.link/p?fillomino/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.givens));
}

/** `https://puzz.link/p?fillomino/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

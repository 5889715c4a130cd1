import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Skyscrapers (pzprjs's "number16" list over the places around the grid; learnt from pzprjs,
 * MIT, written afresh): the clues above the grid, below it, left of it and right of it, in that order, each
 * `0`-`f` or `-xx` a number, `.` a `?`, `g`-`z` 1-20 places without a clue. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  const clues = pzl.decodeNumber16(url, 2 * (width + height), "clue");
  const big = clues.findIndex((v) => v > MAX_SIDE);
  if (big >= 0)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset,
      `clue ${big + 1} is ${clues[big]}; a clue is at most ${MAX_SIDE}`,
    );
  return { width, height, clues };
}

/** Writes the canonical `https://puzz.link/p?building/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.clues));
}

/** `https://puzz.link/p?building/W/H/BODY` (or `skyscrapers`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Shikaku (pzprjs's shikaku encoding; learnt from pzprjs, MIT, written afresh): the body is the
 * cells' numbers in pzprjs's number16 list (`.` a number not given, `g`-`z` runs of cells without one). The
 * URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  return { width, height, clues: pzl.decodeNumber16(url, width * height, "cell") };
}

/** Writes the canonical `https://puzz.link/p?shikaku/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.clues));
}

/** `https://puzz.link/p?shikaku/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Numberlink (pzprjs's numlin encoding; learnt from pzprjs, MIT, written afresh): one number16
 * value per cell in reading order (kit's `decodeNumber16`: `.` a number not given, `g`-`z` runs of empty
 * cells). The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  return { width, height, numbers: pzl.decodeNumber16(url, width * height, "number") };
}

/** Writes the canonical `https://puzz.link/p?numlin/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.numbers));
}

/** `https://puzz.link/p?numlin/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

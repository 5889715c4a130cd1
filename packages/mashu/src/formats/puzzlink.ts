import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Masyu (pzprjs's "circle" encoding, the kit's `decodeCircles`): three cells a base-27
 * character, 0 no pearl, 1 white, 2 black. A body that ends early leaves the rest without pearls, as pzprjs
 * reads it. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  return { width, height, pearls: pzl.decodeCircles(url, width * height, "Masyu") };
}

/** Writes the canonical `https://puzz.link/p?mashu/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeCircles(puzzle.pearls));
}

/** `https://puzz.link/p?mashu/W/H/BODY` (or `masyu`, `pearl`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

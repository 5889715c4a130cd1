import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Slant (learnt from pzprjs, MIT, written afresh): the grid points' clues in pzprjs's "4-cross"
 * code (the kit's `decodePointClues`, as Creek's). The URL's size is COLS/ROWS, in cells. pzprjs's oldest
 * layout (a link flagged `d`) is refused rather than misread.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  if (url.flags.includes("d"))
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, "pzprjs's old layout (flag d) is not read");
  return { width, height, clues: pzl.decodePointClues(url, (width + 1) * (height + 1), "Slant") };
}

/** Writes the canonical `https://puzz.link/p?gokigen/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodePointClues(puzzle.clues));
}

/** `https://puzz.link/p?gokigen/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

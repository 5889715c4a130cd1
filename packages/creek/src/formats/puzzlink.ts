import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Creek: the grid points' clues in pzprjs's "4-cross" code (the kit's `decodePointClues`), or,
 * for an old link flagged `d`, one character a point (`0`-`4` a clue, anything else none). The URL's size is
 * COLS/ROWS, in cells.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  const count = (width + 1) * (height + 1);
  if (url.flags.includes("d")) {
    if (url.body.length > count)
      throw pzl.puzzlinkError(
        url,
        url.bodyOffset + count,
        `the URL goes on after the last of its ${count} points`,
      );
    const clues = Array.from({ length: count }, (_, p) => {
      const ch = url.body[p] ?? "";
      return /^[0-4]$/.test(ch) ? Number(ch) : -1;
    });
    return { width, height, clues };
  }
  return { width, height, clues: pzl.decodePointClues(url, count, "Creek") };
}

/** Writes the canonical `https://puzz.link/p?creek/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodePointClues(puzzle.clues));
}

/** `https://puzz.link/p?creek/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_STARS, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Star Battle (learnt from pzprjs, MIT, written afresh): the body is the number of stars, a `/`,
 * then the region borders (see the kit's `decodeRoomBorders`). The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const slash = body.indexOf("/");
  const count = slash < 0 ? "" : body.slice(0, slash);
  if (!/^\d{1,2}$/.test(count) || Number(count) < 1 || Number(count) > MAX_STARS)
    throw pzl.puzzlinkError(url, url.bodyOffset, `expected the number of stars, 1 to ${MAX_STARS}, then '/'`);
  const { rooms: regions, next } = pzl.decodeRoomBorders(url, width, height, slash + 1);
  if (next < body.length)
    throw pzl.puzzlinkError(url, url.bodyOffset + next, "the URL goes on after the borders");
  return { width, height, stars: Number(count), regions };
}

/** Writes the canonical `https://puzz.link/p?starbattle/COLS/ROWS/STARS/BORDERS`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body = `${puzzle.stars}/${pzl.encodeRoomBorders(puzzle.width, puzzle.height, puzzle.regions)}`;
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?starbattle/W/H/STARS/BORDERS` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

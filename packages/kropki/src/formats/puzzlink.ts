import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle, pairCount } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Kropki (pzprjs's kropki "circle" code over the borders; learnt from pzprjs, MIT, written
 * afresh): the dots between neighbouring cells in pzprjs's border order (kit's `centreEdges` order), three a
 * base-27 character, 0 none, 1 white, 2 black. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  return { width, height, dots: pzl.decodeCircles(url, pairCount({ width, height }), "dot") };
}

/** Writes the canonical `https://puzz.link/p?kropki/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeCircles(puzzle.dots));
}

/** `https://puzz.link/p?kropki/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

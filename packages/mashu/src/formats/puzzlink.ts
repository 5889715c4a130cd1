import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";

/** The names puzz.link gives Masyu in links (its own id, then its aliases); the first is the one written. */
export const GENRES = ["mashu", "masyu", "pearl"] as const;

/**
 * puzz.link's Masyu (pzprjs's "circle" encoding; learnt from pzprjs, MIT, written afresh): each character, a
 * base-27 digit (`0`-`9`, `a`-`q`), holds three cells in turn as base-3 digits, the first the most
 * significant: 0 no pearl, 1 white, 2 black. A body that ends early leaves the rest without pearls, as
 * pzprjs reads it. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height, body } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const n = width * height;
  const pearls = new Array<number>(n).fill(0);
  const chars = Math.ceil(n / 3);
  if (body.length > chars)
    throw pzl.puzzlinkError(url, url.bodyOffset + chars, `the URL goes on after the last of its ${n} cells`);
  for (let k = 0; k < body.length; k++) {
    const ch = body[k]!;
    const v = /^[0-9a-q]$/.test(ch) ? Number.parseInt(ch, 27) : -1;
    if (v < 0) throw pzl.puzzlinkError(url, url.bodyOffset + k, `'${ch}' is not a Masyu code (0-9 a-q)`);
    const digits = [Math.floor(v / 9), Math.floor(v / 3) % 3, v % 3];
    digits.forEach((d, j) => {
      if (3 * k + j < n) pearls[3 * k + j] = d;
    });
  }
  return { width, height, pearls };
}

/** Writes the canonical `https://puzz.link/p?mashu/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  let body = "";
  for (let k = 0; k < puzzle.pearls.length; k += 3) {
    const at = (j: number) => puzzle.pearls[k + j] ?? 0;
    body += (9 * at(0) + 3 * at(1) + at(2)).toString(27);
  }
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?mashu/W/H/BODY` (or `masyu`, `pearl`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

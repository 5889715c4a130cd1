import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { BLACK, limits, type Puzzle, WHITE } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Light Up (pzprjs's "4Cell" encoding; learnt from pzprjs, MIT, written afresh): the body lists
 * the cells row by row, `0`-`4` a black cell's number, `5`-`9` a number then one white cell, `a`-`e` a number
 * then two, `.` a black cell without a number, `g`-`z` 1-20 white cells. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const cells = new Array<number>(width * height).fill(WHITE);
  let c = 0;
  let i = 0;
  for (; i < body.length && c < cells.length; i++) {
    const ch = body[i]!;
    const code = Number.parseInt(ch, 36);
    if (ch === ".") {
      cells[c++] = BLACK;
    } else if (code >= 0 && code <= 14 && ch === ch.toLowerCase()) {
      cells[c] = code % 5;
      c += 1 + Math.floor(code / 5);
    } else if (code >= 16 && code <= 35 && ch === ch.toLowerCase()) {
      c += code - 15;
    } else {
      throw pzl.puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a Light Up cell code (0-9 a-e . g-z)`);
    }
  }
  // A body that ends early leaves the rest white, as pzprjs reads it.
  if (i < body.length)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset + i,
      `the URL goes on after the last of its ${cells.length} cells`,
    );
  return { width, height, cells: cells.slice(0, width * height) };
}

/** Writes the canonical `https://puzz.link/p?lightup/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const { cells } = puzzle;
  let body = "";
  let white = 0;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v === WHITE) {
      if (++white === 20) {
        body += "z";
        white = 0;
      }
      continue;
    }
    if (white > 0) body += (white + 15).toString(36);
    white = 0;
    if (v === BLACK) {
      body += ".";
      continue;
    }
    // As pzprjs writes it: a number swallows the white cell after it when a black cell follows that, else
    // two cells (white, or past the end of the grid).
    const black = (k: number) => k < cells.length && cells[k] !== WHITE;
    const skip = black(i + 1) ? 0 : black(i + 2) ? 1 : 2;
    i += skip;
    body += (v + 5 * skip).toString(36);
  }
  if (white > 0) body += (white + 15).toString(36);
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?lightup/W/H/BODY` (or `akari`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { EMPTY, limits, MAX_NUMBER, type Puzzle, UNKNOWN } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Hitori (pzprjs's hitori encoding; learnt from pzprjs, MIT, written afresh): one code a cell,
 * row by row: `0`-`9` and `a`-`z` a number 0-35 (base 36), `-` and two base-36 digits a number up to 1295,
 * `%` a hidden number ("?"), `.` a cell without one. A body that ends early leaves the rest empty, as pzprjs
 * reads it. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const cells = new Array<number>(width * height).fill(EMPTY);
  let c = 0;
  let i = 0;
  for (; i < body.length && c < cells.length; i++) {
    const ch = body[i]!;
    if (/[0-9a-z]/.test(ch)) cells[c++] = Number.parseInt(ch, 36);
    else if (ch === "%") cells[c++] = UNKNOWN;
    else if (ch === ".") c++;
    else if (ch === "-" && /^[0-9a-z]{2}$/.test(body.slice(i + 1, i + 3))) {
      cells[c++] = Number.parseInt(body.slice(i + 1, i + 3), 36);
      i += 2;
    } else
      throw pzl.puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a Hitori cell code (0-9 a-z -xx % .)`);
  }
  if (i < body.length)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset + i,
      `the URL goes on after the last of its ${cells.length} cells`,
    );
  return { width, height, cells };
}

/** One cell's code; numbers past 35 take `-` and two base-36 digits. */
function code(v: number): string {
  if (v === EMPTY) return ".";
  if (v === UNKNOWN) return "%";
  if (!Number.isInteger(v) || v < 0 || v > MAX_NUMBER)
    throw new RangeError(`${v} cannot be written in a puzz.link URL`);
  // pzprjs writes 16-35 as '-' and one digit, which its own reader takes for two: one digit reads back.
  return v < 36 ? v.toString(36) : `-${v.toString(36)}`;
}

/** Writes the canonical `https://puzz.link/p?hitori/COLS/ROWS/BODY`. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, puzzle.cells.map(code).join(""));
}

/** `https://puzz.link/p?hitori/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

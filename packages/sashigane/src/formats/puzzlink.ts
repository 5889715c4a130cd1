import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { CIRCLE, EMPTY, isArrow, limits, type Puzzle, UNKNOWN } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Sashigane (pzprjs's sashigane encoding; learnt from pzprjs, MIT, written afresh): per cell,
 * `0`-`f` a circled number, `-xx` a circled number 16-255, `.` a circle without one, `%` a `?`, `g`-`j` an
 * arrow up, down, left, right, and `k`-`z` runs of 1 to 16 empty cells. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const n = width * height;
  const clues = new Array<number>(n).fill(EMPTY);
  let c = 0;
  let i = 0;
  while (c < n && i < body.length) {
    const ch = body[i]!;
    if (/[0-9a-f]/.test(ch)) clues[c++] = Number.parseInt(ch, 16);
    else if (ch === "-") {
      const hex = body.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/.test(hex))
        throw pzl.puzzlinkError(url, url.bodyOffset + i, "'-' must be followed by 2 hex digits");
      clues[c++] = Number.parseInt(hex, 16);
      i += 2;
    } else if (ch === ".") clues[c++] = CIRCLE;
    else if (ch === "%") clues[c++] = UNKNOWN;
    else if (ch >= "g" && ch <= "j") clues[c++] = -3 - (ch.charCodeAt(0) - 102);
    else if (ch >= "k" && ch <= "z") c += ch.charCodeAt(0) - 106;
    else throw pzl.puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a Sashigane code (0-9 a-z - . %)`);
    i++;
  }
  if (c > n)
    throw pzl.puzzlinkError(url, url.bodyOffset + i - 1, "this run of empty cells goes past the last one");
  if (i < body.length)
    throw pzl.puzzlinkError(url, url.bodyOffset + i, `the URL goes on after the last of its ${n} cells`);
  // pzprjs leaves the cells a short body does not reach empty.
  return { width, height, clues };
}

/** One clue's code (see {@link parsePuzzlink}); a number past 255 is written as a circle without one, as pzprjs does. */
function clueCode(clue: number): string {
  if (clue === UNKNOWN) return "%";
  if (isArrow(clue)) return String.fromCharCode(102 + (-3 - clue));
  if (clue >= 0 && clue < 16) return clue.toString(16);
  if (clue >= 16 && clue < 256) return `-${clue.toString(16)}`;
  return ".";
}

/** Writes the canonical `https://puzz.link/p?sashigane/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body = pzl.encodeEmptyRuns(puzzle.clues, (clue) => clue === EMPTY, clueCode, 20);
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?sashigane/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

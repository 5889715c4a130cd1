import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { EMPTY, limits, type Puzzle, SQUARE, TALL, UNKNOWN, WIDE } from "../puzzle.js";

export { GENRES };

// pzprjs's codes in links: `1` a |, `2` a -, `3` a +, `.` a ?.
const CODES: Record<string, number> = { "1": TALL, "2": WIDE, "3": SQUARE, ".": UNKNOWN };

/**
 * puzz.link's Tatamibari (pzprjs's tatamibari encoding; learnt from pzprjs, MIT, written afresh): per cell
 * `1` a `|`, `2` a `-`, `3` a `+`, `.` a `?`, and `g`-`z` runs of 1 to 20 cells without a symbol. The URL's
 * size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height, body } = url;
  if (width > limits.maxSide || height > limits.maxSide)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset - 1,
      `a grid is at most ${limits.maxSide}x${limits.maxSide} cells`,
    );
  const n = width * height;
  const clues = new Array<number>(n).fill(EMPTY);
  let c = 0;
  let i = 0;
  for (; c < n && i < body.length; i++) {
    const ch = body[i]!;
    const code = CODES[ch];
    if (code !== undefined) clues[c++] = code;
    else if (ch >= "g" && ch <= "z") c += ch.charCodeAt(0) - 102;
    else throw pzl.puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a Tatamibari code (1 2 3 . g-z)`);
  }
  if (c > n)
    throw pzl.puzzlinkError(url, url.bodyOffset + i - 1, "this run of empty cells goes past the last one");
  if (i < body.length)
    throw pzl.puzzlinkError(url, url.bodyOffset + i, `the URL goes on after the last of its ${n} cells`);
  // pzprjs leaves the cells a short body does not reach empty.
  return { width, height, clues };
}

/** Writes the canonical `https://puzz.link/p?tatamibari/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const code = (s: number) => Object.keys(CODES).find((k) => CODES[k] === s) ?? "";
  let body = "";
  let empty = 0;
  for (const s of puzzle.clues) {
    const ch = s === EMPTY ? "" : code(s);
    if (ch === "") empty++;
    if (empty > 0 && (ch !== "" || empty === 20)) {
      body += (empty + 15).toString(36);
      empty = 0;
    }
    body += ch;
  }
  if (empty > 0) body += (empty + 15).toString(36);
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?tatamibari/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_CLUE, MAX_SIDE, type Puzzle } from "../puzzle.js";

/** Where the code of cell `cell` starts in a number16 body the shared decoder has read without error. */
function codeAt(body: string, cell: number): number {
  let c = 0;
  let i = 0;
  while (i < body.length) {
    const ch = body[i]!;
    const step = ch >= "g" && ch <= "z" ? ch.charCodeAt(0) - 102 : 1;
    if (c + step > cell) return i;
    c += step;
    i += { "-": 3, "+": 4, "=": 4, "%": 4 }[ch] ?? 1;
  }
  return i;
}

/**
 * puzz.link's nurikabe (pzprjs encodes it with its generic "number16" cell list; learnt from pzprjs, MIT,
 * written on the shared codec of `@gridsmith/kit/puzzlink`): the body lists the cells row by row, `0`-`9`
 * and `a`-`f` a number up to 15, `-` and two hex digits 16-255, `+` and three 256-4095, `.` a "?" number, and
 * `g`-`z` 1-20 cells without a number. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  // A flags segment marks a variant of the genre whose rules are not plain nurikabe: refuse it rather than
  // solve the clues by the wrong rules (a 'v:' link of standard-looking clues has no plain solution).
  if (url.flags !== "")
    throw pzl.puzzlinkError(
      url,
      url.text.indexOf(url.flags),
      `the flags '${url.flags}' mark a variant of nurikabe; only plain nurikabe links are read`,
    );
  // The size is checked before anything is sized by it: a link claiming 9999x9999 cells costs nothing.
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const values = pzl.decodeNumber16(url, width * height, "cell");
  const clues = values.map((v) => (v === -2 ? 0 : v));
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // pzprjs's smallest number is 1; a 0 (or a number past number16's plain range) is not an island's size.
    if (v === 0 || v > MAX_CLUE)
      throw pzl.puzzlinkError(
        url,
        url.bodyOffset + codeAt(url.body, i),
        `cell ${i + 1} holds ${v}, which is not an island's size`,
      );
  }
  return { width, height, clues };
}

/** Writes the canonical `https://puzz.link/p?nurikabe/COLS/ROWS/BODY`, "?" numbers as `.`. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body = pzl.encodeNumber16(puzzle.clues.map((c) => (c === 0 ? -2 : c < 0 ? -1 : c)));
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?nurikabe/W/H/BODY` (also pzv.jp and pzprxs links, and the bare `nurikabe/W/H/BODY`). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

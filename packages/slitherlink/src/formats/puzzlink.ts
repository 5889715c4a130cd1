import { checkTextLength, type Format } from "@gridsmith/kit";
import {
  puzzlinkError,
  puzzlinkFormat as puzzlinkFormatOf,
  puzzlinkUrl,
  readPuzzlinkUrl,
} from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";

/**
 * puzz.link's slither (learnt from pzprjs's "4-cell" encoding, MIT; written afresh): the body lists the cells
 * row by row. `0`-`4` is a clue; `5`-`9` a clue (minus 5) and one empty cell; `a`-`e` a clue (minus 10) and
 * two empty cells; `g`-`z` 1-20 empty cells; `.` a clue shown as "?", which constrains nothing and is read as
 * no clue here. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = readPuzzlinkUrl(text, GENRES);
  const { body, cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const total = width * height;
  const clues = new Array<number>(total).fill(-1);
  let c = 0;
  let i = 0;
  for (; i < body.length && c < total; i++) {
    const ch = body[i]!;
    const code = Number.parseInt(ch, 36);
    if (ch >= "0" && ch <= "9") {
      clues[c] = code % 5;
      c += 1 + Math.floor(code / 5);
    } else if (ch >= "a" && ch <= "e") {
      clues[c] = code - 10;
      c += 3;
    } else if (ch >= "g" && ch <= "z") c += code - 15;
    else if (ch === ".") c += 1;
    else throw puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a slither code (0-9, a-e, g-z or .)`);
  }
  // pzprjs lets a last run of empty cells overshoot the grid, and a body that ends early leaves the cells
  // after it empty (puzz.link opens `slither/3/3/12` with seven empty cells): so do we.
  if (i < body.length)
    throw puzzlinkError(url, url.bodyOffset + i, `the URL goes on after the last of its ${total} cells`);
  return { width, height, clues };
}

/** Writes the canonical `https://puzz.link/p?slither/COLS/ROWS/BODY`, packing empty cells as pzprjs does. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const { clues } = puzzle;
  let body = "";
  let empty = 0;
  const flush = () => {
    if (empty > 0) body += (empty + 15).toString(36);
    empty = 0;
  };
  for (let c = 0; c < clues.length; c++) {
    const clue = clues[c]!;
    if (clue < 0) {
      if (++empty === 20) flush();
      continue;
    }
    flush();
    // The clue's character also covers the next one or two cells when they have no clue; as pzprjs does, a
    // clue with nothing after it in the grid counts as followed by two (the decoder stops at the last cell).
    const gap =
      c + 1 < clues.length && clues[c + 1]! >= 0 ? 0 : c + 2 < clues.length && clues[c + 2]! >= 0 ? 1 : 2;
    body += (clue + 5 * gap).toString(36);
    c += gap;
  }
  flush();
  return puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?slither/W/H/BODY` (also pzv.jp and pzprxs links, and the bare `slither/W/H/BODY`). */
export const puzzlinkFormat: Format<Puzzle> = puzzlinkFormatOf(GENRES, parsePuzzlink, serializePuzzlink);

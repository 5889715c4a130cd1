import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Yajilin (pzprjs's "arrow number16" encoding; learnt from pzprjs, MIT, written afresh), cell by
 * cell: `0`-`4` an arrow (none, up, down, left, right) then one hex digit (or `.`, a number not given); `5`-`9`
 * the arrow plus 5, then two hex digits; `-`, the arrow, then three hex digits; `a`-`z` 1 to 26 cells without
 * a clue. A body that ends early leaves the rest without clues, as pzprjs reads it; one that ends on an arrow
 * digit `0`-`4` makes that cell a clue whose number is not given. A `b` flag (puzz.link's
 * other way of drawing clues) changes nothing here. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const n = width * height;
  const numbers = new Array<number>(n).fill(-1);
  const arrows = new Array<number>(n).fill(0);
  const fail = (k: number, why: string) => pzl.puzzlinkError(url, url.bodyOffset + k, why);
  let cell = 0;
  let k = 0;
  for (; k < body.length && cell < n; ) {
    const ch = body[k]!;
    if (ch >= "a" && ch <= "z") {
      cell += ch.charCodeAt(0) - 96;
      k++;
      continue;
    }
    const [arrow, digits, from] =
      ch >= "0" && ch <= "4"
        ? [Number(ch), 1, k + 1]
        : ch >= "5" && ch <= "9"
          ? [Number(ch) - 5, 2, k + 1]
          : ch === "-"
            ? [Number.parseInt(body[k + 1] ?? "", 16), 3, k + 2]
            : [-1, 0, k];
    if (arrow < 0 || arrow > 4) throw fail(k, `'${ch}' is not a Yajilin code (0-9 - a-z)`);
    const hex = body.slice(from, from + digits);
    // An arrow digit that ends the body has lost its number: pzprjs still makes the cell a clue with that
    // arrow and no number it can read (NaN, which counts nothing), as `.` gives.
    if (digits === 1 && (hex === "." || from === body.length)) numbers[cell] = -2;
    else if (new RegExp(`^[0-9a-f]{${digits}}$`).test(hex)) numbers[cell] = Number.parseInt(hex, 16);
    else throw fail(from, `expected ${digits} hex digit${digits > 1 ? "s" : ""} after '${ch}'`);
    arrows[cell] = arrow;
    cell++;
    k = from + digits;
  }
  if (k < body.length) throw fail(k, `the URL goes on after the last of its ${n} cells`);
  if (cell > n) throw fail(k - 1, "this run of cells without clues goes past the last one");
  return { width, height, numbers, arrows };
}

/** Writes the canonical `https://puzz.link/p?yajilin/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  let body = "";
  let empty = 0;
  const flush = () => {
    if (empty > 0) body += (empty + 9).toString(36);
    empty = 0;
  };
  puzzle.numbers.forEach((n, i) => {
    if (n === -1) {
      if (++empty === 26) flush();
      return;
    }
    flush();
    const a = puzzle.arrows[i]!;
    body +=
      n === -2
        ? `${a}.`
        : n < 16
          ? `${a}${n.toString(16)}`
          : n < 256
            ? `${a + 5}${n.toString(16)}`
            : `-${a}${n.toString(16).padStart(3, "0")}`;
  });
  flush();
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?yajilin/W/H/BODY` (or `yajirin`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

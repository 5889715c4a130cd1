import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle, starCount } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Tentaisho (pzprjs's "star" code; learnt from pzprjs, MIT, written afresh), over the places of
 * the half-cell lattice in order: `0`-`f` a dot (white when even, black when odd) followed by half the code
 * (rounded down) empty places, `g`-`z` 1 to 20 empty places. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const stars = new Array<number>(starCount({ width, height })).fill(0);
  let place = 0;
  for (let i = 0; i < body.length; i++) {
    // pzprjs stops at the last place and leaves what follows unread; so does this.
    if (place >= stars.length) break;
    const ch = body[i]!;
    const v = Number.parseInt(ch, 36);
    if (!/^[0-9a-z]$/.test(ch))
      throw pzl.puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a dot code (0-9 a-z)`);
    if (v < 16) {
      if (place < stars.length) stars[place] = (v % 2) + 1;
      place += 1 + (v >> 1);
    } else place += v - 15;
  }
  return { width, height, stars };
}

/** pzprjs's "star" code of a puzzle's dots (see {@link parsePuzzlink}), written as pzprjs writes it. */
function encodeStars(stars: readonly number[]): string {
  let out = "";
  let empty = 0;
  for (let d = 0; d < stars.length; d++) {
    let code = "";
    const s = stars[d]!;
    if (s > 0) {
      // The next dot within 7 places is folded into this code; past that, 7 empty places are.
      let gap = 1;
      while (gap <= 7 && !(stars[d + gap]! > 0)) gap++;
      code = (gap <= 7 ? 2 * (gap - 1) + (s - 1) : 13 + s).toString(16);
      d += gap <= 7 ? gap - 1 : 7;
    } else empty++;
    if (empty === 0) out += code;
    else if (code !== "" || empty === 20) {
      out += (empty + 15).toString(36) + code;
      empty = 0;
    }
  }
  return empty > 0 ? out + (empty + 15).toString(36) : out;
}

/** Writes the canonical `https://puzz.link/p?tentaisho/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, encodeStars(puzzle.stars));
}

/** `https://puzz.link/p?tentaisho/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

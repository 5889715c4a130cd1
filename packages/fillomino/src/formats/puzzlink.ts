import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_GIVEN, type Puzzle } from "../puzzle.js";
import { bordersIn, wallsOfBits, withWalls } from "../walls.js";

export { GENRES };

/**
 * puzz.link's Fillomino (pzprjs's Encode: the givens as "number16", then the given walls as border bits when
 * there are any; learnt from pzprjs, MIT, written afresh): each cell's given, `0`-`f` or `-xx` a number, `.`
 * a `?`, `g`-`z` 1-20 cells without one; then, when the body goes on, a bit per border (kit's
 * `decodeBorderBits`: those in rows, then those between rows, five to a `0`-`v`), 1 a given wall. The URL's
 * size is COLS/ROWS; a flags segment before it (penpa-edit's `v:`) is read past.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  const numbersEnd = pzl.number16Length(url.body, width * height);
  const givens = pzl.decodeNumber16({ ...url, body: url.body.slice(0, numbersEnd) }, width * height, "given");
  const big = givens.findIndex((v) => v === 0 || v > MAX_GIVEN);
  if (big >= 0)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset,
      `given ${big + 1} is ${givens[big]}; givens are 1 to ${MAX_GIVEN}`,
    );
  const puzzle = { width, height, givens };
  if (numbersEnd === url.body.length) return puzzle;
  const { bits, next } = pzl.decodeBorderBits(url, width, height, numbersEnd);
  if (next < url.body.length)
    throw pzl.puzzlinkError(
      url,
      url.bodyOffset + next,
      `the URL goes on after the given walls (${width * (height - 1) + (width - 1) * height} borders)`,
    );
  return withWalls(puzzle, wallsOfBits(puzzle, bits));
}

/**
 * Writes the canonical `https://puzz.link/p?fillomino/COLS/ROWS/BODY`, as pzprjs encodes it: the border bits
 * only when there is a wall.
 */
export function serializePuzzlink(puzzle: Puzzle): string {
  const { width, height, givens, walls } = puzzle;
  const borders =
    walls === undefined || walls.length === 0
      ? ""
      : pzl.encodeBorderBits(width, height, bordersIn(puzzle, new Set(walls)).map(Number));
  return pzl.puzzlinkUrl(GENRES[0], width, height, pzl.encodeNumber16(givens) + borders);
}

/** `https://puzz.link/p?fillomino/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_LETTERS, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Easy as ABC (learnt from pzprjs, MIT, written afresh): `LETTERS/`, then pzprjs's "number16"
 * list over the places around the grid (above, below, left, right; `1` is A, `.` a `?`, `g`-`z` runs of
 * places without a clue), then, when some cells are given a letter, the same list over the cells row by
 * row. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  const slash = url.body.indexOf("/");
  const count = slash < 0 ? url.body : url.body.slice(0, slash);
  const letters = Number(count);
  if (!/^\d{1,2}$/.test(count) || letters < 1 || letters > MAX_LETTERS)
    throw pzl.puzzlinkError(url, url.bodyOffset, `expected the number of letters (1 to ${MAX_LETTERS}) here`);
  const rest = {
    ...url,
    body: slash < 0 ? "" : url.body.slice(slash + 1),
    bodyOffset: url.bodyOffset + slash + 1,
  };
  const places = 2 * (width + height);
  // The cells' letters come after the clues only when some are given: a body that goes on past the clues
  // holds them.
  const values =
    pzl.number16Length(rest.body, places) < rest.body.length
      ? pzl.decodeNumber16(rest, places + width * height, "clue or given letter")
      : pzl.decodeNumber16(rest, places, "clue");
  const bad = values.findIndex((v, k) => v === 0 || v > MAX_LETTERS || (v === -2 && k >= places));
  if (bad >= 0)
    throw pzl.puzzlinkError(
      url,
      rest.bodyOffset,
      `${bad < places ? "clue" : "given letter"} ${bad + 1} is not a letter A to ${String.fromCharCode(64 + MAX_LETTERS)}`,
    );
  const givens = values.slice(places).map((v) => Math.max(v, 0));
  return {
    width,
    height,
    letters,
    clues: values.slice(0, places),
    givens: givens.length > 0 ? givens : new Array<number>(width * height).fill(0),
  };
}

/** Writes the canonical `https://puzz.link/p?easyasabc/COLS/ROWS/LETTERS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const givens = puzzle.givens.some((v) => v > 0)
    ? pzl.encodeNumber16(puzzle.givens.map((v) => (v > 0 ? v : -1)))
    : "";
  return pzl.puzzlinkUrl(
    GENRES[0],
    puzzle.width,
    puzzle.height,
    `${puzzle.letters}/${pzl.encodeNumber16(puzzle.clues)}${givens}`,
  );
}

/** `https://puzz.link/p?easyasabc/W/H/LETTERS/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_GIVEN, MAX_SIDE, type Puzzle } from "../puzzle.js";

/** The names puzz.link gives Ripple Effect in links; the first is the one written. */
export const GENRES = ["ripple"] as const;

/**
 * puzz.link's Ripple Effect (pzprjs's Encode: the room borders, then the givens as "number16"; learnt from
 * pzprjs, MIT, written afresh): the borders as bits (see the kit's `decodeRoomBorders`), then each cell's
 * given, `0`-`f` or `-xx` a number, `.` a `?`, `g`-`z` 1-20 cells without one. A body that stops after the
 * borders has no givens. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const { rooms, next } = pzl.decodeRoomBorders(url, width, height);
  const rest = { ...url, body: url.body.slice(next), bodyOffset: url.bodyOffset + next };
  const givens =
    rest.body === ""
      ? new Array<number>(width * height).fill(-1)
      : pzl.decodeNumber16(rest, width * height, "given");
  const big = givens.findIndex((v) => v === 0 || v > MAX_GIVEN);
  if (big >= 0)
    throw pzl.puzzlinkError(
      url,
      rest.bodyOffset,
      `given ${big + 1} is ${givens[big]}; givens are 1 to ${MAX_GIVEN}`,
    );
  return { width, height, rooms, givens };
}

/** Writes the canonical `https://puzz.link/p?ripple/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const { width, height } = puzzle;
  const body = pzl.encodeRoomBorders(width, height, puzzle.rooms) + pzl.encodeNumber16(puzzle.givens);
  return pzl.puzzlinkUrl(GENRES[0], width, height, body);
}

/** `https://puzz.link/p?ripple/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle, roomCells, roomNumber, topCell } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Country Road (pzprjs's border and room-number encodings; learnt from pzprjs, MIT, written
 * afresh): the rooms' borders as bits (see the kit's `decodeRoomBorders`), then one number16 value per room
 * in room order (`g`-`z` skip rooms without a number), which stands in the room's top cell
 * (`topCell`). The URL's size
 * is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const { url, width, height, rooms, next } = pzl.readRoomsLink(text, GENRES, limits);
  const cells = roomCells({ rooms });
  const numbers = new Array<number>(width * height).fill(-1);
  // pzprjs stops at the body's end: rooms past it have no number.
  const rest = { ...url, body: url.body.slice(next), bodyOffset: url.bodyOffset + next };
  const given = rest.body.length === 0 ? [] : pzl.decodeNumber16(rest, cells.length, "room number");
  given.forEach((n, r) => {
    // `.` (a number unknown) is no number.
    if (n >= 0) numbers[topCell({ width }, cells[r]!)] = n;
  });
  return { width, height, rooms, numbers };
}

/** Writes the canonical `https://puzz.link/p?country/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const { width, height, rooms } = puzzle;
  const perRoom = roomCells(puzzle).map((cells) => roomNumber(puzzle, cells));
  const body = pzl.encodeRoomBorders(width, height, rooms) + pzl.encodeNumber16(perRoom);
  return pzl.puzzlinkUrl(GENRES[0], width, height, body);
}

/** `https://puzz.link/p?country/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import {
  EMPTY,
  limits,
  MAX_NUMBER,
  MAX_SIDE,
  type Puzzle,
  roomCells,
  roomNumbers,
  topCell,
} from "../puzzle.js";

/** The names puzz.link gives Heyawake in links; the first is the one written. */
export const GENRES = ["heyawake"] as const;

/**
 * puzz.link's Heyawake (pzprjs's heyawake encoding; learnt from pzprjs, MIT, written afresh): the rooms'
 * borders as bits (see the kit's `decodeRoomBorders`), then each room's number in the rooms' reading order,
 * in number16 (`0`-`f`, `-xx`, `+xxx`, `g`-`z` runs of rooms without one). A link has no hidden number:
 * pzprjs writes none and reads `.` as no number, and so does this reader. The numbers may stop early (the rest have none), as pzprjs
 * reads them. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const { rooms, next } = pzl.decodeRoomBorders(url, width, height);
  const cells = roomCells({ rooms });
  // The numbers are number16 over the rooms; a body that stops early leaves the rest without one.
  const rest = url.body.slice(next);
  const written = Math.min(cells.length, countNumber16(rest));
  const values = pzl.decodeNumber16(
    { ...url, body: rest, bodyOffset: url.bodyOffset + next },
    written,
    "room number",
  );
  const numbers = new Array<number>(width * height).fill(EMPTY);
  values.forEach((v, room) => {
    if (v > MAX_NUMBER)
      throw pzl.puzzlinkError(url, url.bodyOffset + next, `a room's number is at most ${MAX_NUMBER}`);
    if (v >= 0) numbers[topCell({ width }, cells[room]!)] = v;
  });
  return { width, height, rooms, numbers };
}

/** How many values a number16 body holds (a run of empties counts whole); past the text's end stops it. */
function countNumber16(body: string): number {
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const width = { "-": 2, "+": 3, "=": 3, "%": 3 }[ch];
    if (width !== undefined) i += width;
    count += ch >= "g" && ch <= "z" ? ch.charCodeAt(0) - 102 : 1;
  }
  return count;
}

/** Writes the canonical `https://puzz.link/p?heyawake/COLS/ROWS/BODY` */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body =
    pzl.encodeRoomBorders(puzzle.width, puzzle.height, puzzle.rooms) +
    pzl.encodeNumber16(roomNumbers(puzzle));
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?heyawake/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

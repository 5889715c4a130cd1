import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";

/** The names puzz.link gives LITS in links; the first is the one written. */
export const GENRES = ["lits"] as const;

/**
 * puzz.link's LITS (pzprjs's border encoding, shared with Norinori; learnt from pzprjs, MIT, written afresh):
 * the body is the rooms' borders as bits (see the kit's `decodeRoomBorders`). The URL's size is COLS/ROWS.
 * pzprjs's oldest links (a room letter per cell, flagged `d`) are not read.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const { rooms, next } = pzl.decodeRoomBorders(url, width, height);
  if (next < url.body.length)
    throw pzl.puzzlinkError(url, url.bodyOffset + next, "the URL goes on after the last border");
  return { width, height, rooms };
}

/** Writes the canonical `https://puzz.link/p?lits/COLS/ROWS/BODY`. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body = pzl.encodeRoomBorders(puzzle.width, puzzle.height, puzzle.rooms);
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?lits/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

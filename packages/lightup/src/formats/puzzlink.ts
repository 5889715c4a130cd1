import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Light Up (pzprjs's "4Cell" encoding; learnt from pzprjs, MIT, written afresh): the body lists
 * the cells row by row, `0`-`4` a black cell's number, `5`-`9` a number then one white cell, `a`-`e` a number
 * then two, `.` a black cell without a number, `g`-`z` 1-20 white cells. That is the kit's "4-cross" code
 * (`decodePointClues`, Creek's and Slant's on grid points) on cells: its "none" (-1) is `WHITE` and its
 * hidden clue (-2) is `BLACK`. A body that ends early leaves the rest white, as pzprjs reads it. The
 * URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height } = url;
  return { width, height, cells: pzl.decodePointClues(url, width * height, "Light Up", "cells") };
}

/** Writes the canonical `https://puzz.link/p?akari/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodePointClues(puzzle.cells));
}

/** `https://puzz.link/p?akari/W/H/BODY` (or `lightup`, `bijutsukan`; also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

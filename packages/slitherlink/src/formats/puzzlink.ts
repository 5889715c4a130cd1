import { checkTextLength, type Format } from "@gridsmith/kit";
import {
  decodePointClues,
  encodePointClues,
  puzzlinkError,
  puzzlinkFormat as puzzlinkFormatOf,
  puzzlinkUrl,
  readPuzzlinkUrl,
} from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";

/**
 * puzz.link's slither: the cells' clues row by row in pzprjs's "4-cell" code, the code of clues on grid points
 * (the kit's `decodePointClues`): `0`-`4` is a clue; `5`-`9` a clue (minus 5) and one empty cell; `a`-`e` a
 * clue (minus 10) and two empty cells; `g`-`z` 1-20 empty cells; `.` a clue shown as "?", which constrains
 * nothing and is read as no clue here. As pzprjs, a last run of empty cells may overshoot the grid, and a body
 * that ends early leaves the cells after it empty (puzz.link opens `slither/3/3/12` with seven empty cells).
 * The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = readPuzzlinkUrl(text, GENRES);
  const { cols: width, rows: height } = url;
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  const clues = decodePointClues(url, width * height, "slither", "cells").map((c) => (c === -2 ? -1 : c));
  return { width, height, clues };
}

/** Writes the canonical `https://puzz.link/p?slither/COLS/ROWS/BODY`, packing empty cells as pzprjs does. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, encodePointClues(puzzle.clues));
}

/** `https://puzz.link/p?slither/W/H/BODY` (also pzv.jp and pzprxs links, and the bare `slither/W/H/BODY`). */
export const puzzlinkFormat: Format<Puzzle> = puzzlinkFormatOf(GENRES, parsePuzzlink, serializePuzzlink);

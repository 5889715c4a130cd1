import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

// One value a cell in reading order: kit's link of such genres makes the reader, the writer and the format.
const link = pzl.cellListLink(GENRES, limits, "clues", pzl.NUMBER16_CELLS, "cell");

/**
 * puzz.link's Shikaku (pzprjs's shikaku encoding; learnt from pzprjs, MIT, written afresh): the body is the
 * cells' numbers in pzprjs's number16 list (kit's `decodeNumber16`: `.` a number not given, `g`-`z` runs of
 * cells without one). The URL's size is COLS/ROWS.
 */
export const parsePuzzlink: (text: string) => Puzzle = link.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?shikaku/COLS/ROWS/BODY`, as pzprjs encodes it. */
export const serializePuzzlink: (puzzle: Puzzle) => string = link.serializePuzzlink;

/** `https://puzz.link/p?shikaku/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = link.puzzlinkFormat;

import type { Format } from "@gridsmith/kit";
import { roomShadingFormats } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/** Rooms shaded in, as the kit's `roomShadingFormats` reads and writes them: the link, the file and JSON. */
export const formats = roomShadingFormats(GENRES, limits);

/**
 * puzz.link's LITS (pzprjs's border encoding, shared with Norinori; learnt from pzprjs, MIT, written afresh):
 * the body is the rooms' borders as bits (see the kit's `decodeRoomBorders`). The URL's size is COLS/ROWS.
 * pzprjs's oldest links (a room letter per cell, flagged `d`) are not read.
 */
export const parsePuzzlink: (text: string) => Puzzle = formats.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?lits/COLS/ROWS/BODY`. */
export const serializePuzzlink: (puzzle: Puzzle) => string = formats.serializePuzzlink;

/** `https://puzz.link/p?lits/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = formats.puzzlinkFormat;

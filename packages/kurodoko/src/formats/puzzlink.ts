import type { Format } from "@gridsmith/kit";
import { numberGridFormats } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_NUMBER, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Kurodoko, its link and its file (pzprjs's kurodoko encoding; learnt from pzprjs, MIT): a grid of
 * numbers, shaded around, as the kit's `numberGridFormats` reads and writes one.
 */
export const formats = numberGridFormats(GENRES, limits, MAX_NUMBER);

/**
 * Reads `https://puzz.link/p?kurodoko/COLS/ROWS/BODY`: the cells in number16 (see the kit's `decodeNumber16`:
 * `0`-`f`, `-xx`, `.` hidden, `g`-`z` runs of empty cells).
 */
export const parsePuzzlink: (text: string) => Puzzle = formats.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?kurodoko/COLS/ROWS/BODY`. */
export const serializePuzzlink: (puzzle: Puzzle) => string = formats.serializePuzzlink;

/** `https://puzz.link/p?kurodoko/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = formats.puzzlinkFormat;

import type { Format } from "@gridsmith/kit";
import { roomNumbersFormats } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_NUMBER, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Heyawake, its link, its file and its JSON (pzprjs's heyawake encoding; learnt from pzprjs, MIT): rooms
 * with at most one number each, shaded around, as the kit's `roomNumbersFormats` reads and writes them.
 */
export const formats = roomNumbersFormats(GENRES, limits, MAX_NUMBER);

/**
 * Reads `https://puzz.link/p?heyawake/COLS/ROWS/BODY`: the rooms' borders as bits, then each room's number in the
 * rooms' reading order, in number16 (`0`-`f`, `-xx`, `+xxx`, `g`-`z` runs of rooms without one). A link has
 * no hidden number: `.` reads as none. The numbers may stop early (the rest have none), as pzprjs reads them.
 */
export const parsePuzzlink: (text: string) => Puzzle = formats.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?heyawake/COLS/ROWS/BODY` */
export const serializePuzzlink: (puzzle: Puzzle) => string = formats.serializePuzzlink;

/** `https://puzz.link/p?heyawake/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = formats.puzzlinkFormat;

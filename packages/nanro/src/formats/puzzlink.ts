import type { Format } from "@gridsmith/kit";
import { roomGivensFormats } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/** Rooms with givens, as the kit's `roomGivensFormats` reads and writes them: the link, the text and JSON. */
export const formats = roomGivensFormats(GENRES, limits);

/**
 * puzz.link's Nanro (pzprjs's Encode: the room borders, then the givens as "number16"; learnt from
 * pzprjs, MIT, written afresh): the borders as bits (see the kit's `decodeRoomBorders`), then each cell's
 * given, `0`-`f` or `-xx` a number, `.` a `?`, `g`-`z` 1-20 cells without one. A body that stops after the
 * borders has no givens. The URL's size is COLS/ROWS.
 */
export const parsePuzzlink: (text: string) => Puzzle = formats.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?nanro/COLS/ROWS/BODY`, as pzprjs encodes it. */
export const serializePuzzlink: (puzzle: Puzzle) => string = formats.serializePuzzlink;

/** `https://puzz.link/p?nanro/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = formats.puzzlinkFormat;

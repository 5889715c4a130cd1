import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

// One value a cell in reading order: kit's link of such genres makes the reader, the writer and the format.
const link = pzl.cellListLink(GENRES, limits, "numbers", pzl.NUMBER16_CELLS, "number");

/**
 * puzz.link's Hashikake (pzprjs's hashikake encoding; learnt from pzprjs, MIT, written afresh): one number16
 * value per cell in reading order (kit's `decodeNumber16`: `.` an island without a number, `g`-`z` runs of
 * water). The URL's size is COLS/ROWS.
 */
export const parsePuzzlink: (text: string) => Puzzle = link.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?hashi/COLS/ROWS/BODY`, as pzprjs encodes it. */
export const serializePuzzlink: (puzzle: Puzzle) => string = link.serializePuzzlink;

/** `https://puzz.link/p?hashi/W/H/BODY` (also `hashikake`, `bridges`, pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = link.puzzlinkFormat;

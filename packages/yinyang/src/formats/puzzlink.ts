import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

// One value a cell in reading order: kit's link of such genres makes the reader, the writer and the format.
const link = pzl.cellListLink(GENRES, limits, "circles", pzl.CIRCLE_CELLS, "Yin-Yang");

/**
 * puzz.link's Yin-Yang (pzprjs's "circle" encoding, the kit's `decodeCircles`): three cells a base-27
 * character, 0 no circle, 1 white, 2 black. A body that ends early leaves the rest without circles, as
 * pzprjs reads it. The URL's size is COLS/ROWS.
 */
export const parsePuzzlink: (text: string) => Puzzle = link.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?yinyang/COLS/ROWS/BODY`, as pzprjs encodes it. */
export const serializePuzzlink: (puzzle: Puzzle) => string = link.serializePuzzlink;

/** `https://puzz.link/p?yinyang/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = link.puzzlinkFormat;

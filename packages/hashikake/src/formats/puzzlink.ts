import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Hashikake (pzprjs's hashikake encoding; learnt from pzprjs, MIT, written afresh): one number16
 * value per cell in reading order (kit's `readNumber16Grid`: `.` an island without a number, `g`-`z` runs of
 * water). The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const { width, height, values } = pzl.readNumber16Grid(text, GENRES, limits, "number");
  return { width, height, numbers: values };
}

/** Writes the canonical `https://puzz.link/p?hashi/COLS/ROWS/BODY`, as pzprjs encodes it. */
export function serializePuzzlink(puzzle: Puzzle): string {
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, pzl.encodeNumber16(puzzle.numbers));
}

/** `https://puzz.link/p?hashi/W/H/BODY` (also `hashikake`, `bridges`, pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, type Puzzle, UNKNOWN } from "../puzzle.js";

export { GENRES };

// A clue of 2, 3 or 4 numbers is two base-36 characters, its value past these bases (a hidden number is 0).
const PAIR = 360;
const TRIPLE = 396;
const QUAD = 460;
const END = 476;

/** The numbers of a two-character clue's value `v` (PAIR to END - 1): digits in base 6, 4 or 2, 0 hidden. */
function multiClue(v: number): number[] {
  const [base, size, digits] = v < TRIPLE ? [PAIR, 6, 2] : v < QUAD ? [TRIPLE, 4, 3] : [QUAD, 2, 4];
  const out: number[] = [];
  let rest = v - base;
  for (let k = digits - 1; k >= 0; k--) {
    const d = Math.floor(rest / size ** k);
    rest -= d * size ** k;
    out.push(d === 0 ? UNKNOWN : d);
  }
  return out;
}

/**
 * puzz.link's Tapa (pzprjs's tapa encoding; learnt from pzprjs, MIT, written afresh), the cells in reading
 * order: `0`-`8` a clue of one number, `9` the clue 1 1 1 1, `.` a hidden one, `g`-`z` 1 to 20 cells without
 * a clue, and two characters `a0`-`d7` (base 36, 360 to 475) a clue of two (base 6), three (base 4) or four
 * numbers (base 2), each digit 0 for a hidden number. The URL's size is COLS/ROWS.
 */
export function parsePuzzlink(text: string): Puzzle {
  const url = pzl.readGridLink(text, GENRES, limits);
  const { cols: width, rows: height, body } = url;
  const clues: number[][] = Array.from({ length: width * height }, () => []);
  let cell = 0;
  let k = 0;
  for (; k < body.length && cell < clues.length; k++) {
    const ch = body[k]!;
    if (ch >= "0" && ch <= "8") clues[cell] = [Number(ch)];
    else if (ch === "9") clues[cell] = [1, 1, 1, 1];
    else if (ch === ".") clues[cell] = [UNKNOWN];
    else if (ch >= "a" && ch <= "f") {
      const v = Number.parseInt(body.slice(k, k + 2), 36);
      if (!(/^[a-f][0-9a-z]$/.test(body.slice(k, k + 2)) && v >= PAIR && v < END))
        throw pzl.puzzlinkError(
          url,
          url.bodyOffset + k,
          `'${body.slice(k, k + 2)}' is not a clue of 2 to 4 numbers`,
        );
      clues[cell] = multiClue(v);
      k++;
    } else if (ch >= "g" && ch <= "z") cell += ch.charCodeAt(0) - "g".charCodeAt(0);
    else throw pzl.puzzlinkError(url, url.bodyOffset + k, `'${ch}' is not a Tapa cell`);
    cell++;
  }
  if (k < body.length)
    throw pzl.puzzlinkError(url, url.bodyOffset + k, "the body goes on after the last cell");
  return { width, height, clues };
}

/** A clue's characters in the link (see {@link parsePuzzlink}). */
function clueCode(clue: readonly number[]): string {
  const d = (v: number) => Math.max(v, 0);
  if (clue.length === 1) return clue[0] === UNKNOWN ? "." : String(clue[0]);
  if (clue.length === 4 && clue.every((v) => v === 1)) return "9";
  const [base, size] = clue.length === 2 ? [PAIR, 6] : clue.length === 3 ? [TRIPLE, 4] : [QUAD, 2];
  return (base + clue.reduce((sum, v) => sum * size + d(v), 0)).toString(36);
}

/** Writes the canonical `https://puzz.link/p?tapa/COLS/ROWS/BODY`. */
export function serializePuzzlink(puzzle: Puzzle): string {
  const body = pzl.encodeEmptyRuns(puzzle.clues, (clue) => clue.length === 0, clueCode);
  return pzl.puzzlinkUrl(GENRES[0], puzzle.width, puzzle.height, body);
}

/** `https://puzz.link/p?tapa/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = pzl.puzzlinkFormat(GENRES, parsePuzzlink, serializePuzzlink);

// Text grids written one character a cell (Light Up's `.#0-4`, Yin-Yang's `.ox`, room letters, givens): the
// rows' characters read into one code a cell, each character checked against what the format allows.
import { ParseError } from "./parse-error.js";
import { puzzleTextGrid } from "./puzzle-text-lines.js";
import { ROOM_LETTERS } from "./room-letters.js";
import type { TextGridRow } from "./text-grid.js";
import type { Limits } from "./types.js";

/** A character's code in a text grid, or undefined for a character the format does not allow. */
export type CharCode = (ch: string) => number | undefined;

/**
 * The characters of `rows`, one a cell, row by row, as the codes `code` gives them. Throws a ParseError
 * placed at the first character it gives none for, saying `'<ch>' is not <expected>`.
 */
export function charCodes(rows: readonly TextGridRow[], code: CharCode, expected: string): number[] {
  const out: number[] = [];
  for (const row of rows)
    [...row.text].forEach((ch, c) => {
      const v = code(ch);
      if (v === undefined) throw new ParseError(`'${ch}' is not ${expected}`, row.line, c + 1);
      out.push(v);
    });
  return out;
}

/**
 * A puzzle's text as a grid one character a cell (see `puzzleTextGrid`: its limits are checked first), read
 * by {@link charCodes}: its width, height and each cell's code, row by row.
 */
export function charGrid(
  text: string,
  limits: Limits,
  code: CharCode,
  expected: string,
): { width: number; height: number; codes: number[] } {
  const { width, rows } = puzzleTextGrid(text, limits);
  return { width, height: rows.length, codes: charCodes(rows, code, expected) };
}

/** The code of a character of `chars`: its place there (`".ox"` reads `o` as 1); no other character has one. */
export function charIndexCode(chars: string): CharCode {
  return (ch) => placeIn(chars, ch);
}

/** A room letter's code: its place in `ROOM_LETTERS` (see `roomLetters`), for {@link charCodes}. */
export function roomLetterCode(ch: string): number | undefined {
  return placeIn(ROOM_LETTERS, ch);
}

function placeIn(chars: string, ch: string): number | undefined {
  const k = ch.length === 1 ? chars.indexOf(ch) : -1;
  return k < 0 ? undefined : k;
}

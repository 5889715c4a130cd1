/**
 * Text helpers that follow kkck's Python 2 reading rules, so that a file means the same here as there.
 * @internal
 */

/** Python's `str.rstrip()` set: space, tab, newline, carriage return, vertical tab, form feed. */
const PY_SPACE = /[ \t\n\r\v\f]+$/;

/** Removes trailing whitespace the way Python's `rstrip()` does (so CRLF files read like LF files). */
export function rstrip(line: string): string {
  return line.replace(PY_SPACE, "");
}

/**
 * Uppercases character by character, keeping any character whose uppercase form is more than one
 * character (`ß` stays `ß`), so a word's length and every column stay where they were.
 */
export function upper(text: string): string {
  let out = "";
  for (const ch of text) {
    const up = ch.toUpperCase();
    out += [...up].length === 1 ? up : ch;
  }
  return out;
}

/** Characters (code points) of `text`: a column or a word position counts code points, not UTF-16 units. */
export function chars(text: string): string[] {
  return Array.from(text);
}

/** Length in code points. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

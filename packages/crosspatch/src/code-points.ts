/**
 * Text helpers that follow kkck's Python 2 reading rules, so that a file means the same here as there.
 * @internal
 */

/** Python's `str.rstrip()` set: space, tab, newline, carriage return, vertical tab, form feed. */
const PY_SPACE = new Set([" ", "\t", "\n", "\r", "\v", "\f"]);

/**
 * Removes trailing whitespace the way Python's `rstrip()` does (so CRLF files read like LF files). A loop, not
 * a regular expression: `/[ \t]+$/` tries every start in a run of spaces, which is quadratic in the run.
 */
export function rstrip(line: string): string {
  let end = line.length;
  while (end > 0 && PY_SPACE.has(line[end - 1]!)) end--;
  return end === line.length ? line : line.slice(0, end);
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

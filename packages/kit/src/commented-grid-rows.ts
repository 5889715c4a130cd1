// The rows of a grid's text in the formats where `#` starts a comment line and a row may hold blanks inside
// (Nurikabe's, Slitherlink's): unlike `textGridLines`, blank lines inside the grid stay, to be refused there.
import type { TextGridRow } from "./text-grid.js";

/**
 * The lines of `text` that are not comments (a line starting with `#`), each without its trailing white
 * space and with its line number; blank lines at the end are dropped, blank lines before them kept.
 */
export function commentedGridRows(text: string): TextGridRow[] {
  const rows: TextGridRow[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    // trimEnd, not /\s+$/: that pattern tries every start in a run of spaces (quadratic in the run).
    const line = raw.trimEnd();
    if (!line.startsWith("#")) rows.push({ text: line, line: i + 1 });
  });
  while (rows.length > 0 && rows.at(-1)!.text === "") rows.pop();
  return rows;
}

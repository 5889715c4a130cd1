import { checkTextLength } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { checkGridRows, type TextGridRow, textGridLines } from "./text-grid.js";
import type { Limits } from "./types.js";

/**
 * The non-blank lines of a puzzle's text, each trimmed, with their line numbers (see `textGridLines`): what a
 * text format's `parse` reads first. Throws a ParseError for a text longer than `limits.maxTextLength` (before
 * it looks at a line of it) or one without a non-blank line.
 */
export function puzzleTextLines(text: string, limits: Limits): TextGridRow[] {
  checkTextLength(text, limits);
  const rows = textGridLines(text);
  if (rows.length === 0) throw new ParseError("the puzzle is empty");
  return rows;
}

/**
 * The non-blank lines of a puzzle's text as the rows of a grid one character a cell, and its width: what
 * {@link puzzleTextLines} reads, checked by `checkGridRows` against `limits.maxSide`. Throws a ParseError
 * placed at the first line that breaks either.
 */
export function puzzleTextGrid(text: string, limits: Limits): { width: number; rows: TextGridRow[] } {
  const rows = puzzleTextLines(text, limits);
  return { width: checkGridRows(rows, limits.maxSide), rows };
}

/**
 * The rows of a puzzle's text that keeps comments: each line not starting with `#`, its end trimmed, with its
 * line number, up to the last non-blank one (a blank line before it stays, a row of no cells). Throws a
 * ParseError for a text longer than `limits.maxTextLength` (before it looks at a line of it), and `empty`
 * when no row is left.
 */
export function commentedTextRows(text: string, limits: Limits, empty: string): TextGridRow[] {
  checkTextLength(text, limits);
  const rows: TextGridRow[] = [];
  text.split(/\r?\n/).forEach((raw, k) => {
    // trimEnd, not /\s+$/: that pattern tries every start in a run of spaces (quadratic in the run).
    const line = raw.trimEnd();
    if (!line.startsWith("#")) rows.push({ text: line, line: k + 1 });
  });
  while (rows.length > 0 && rows.at(-1)!.text === "") rows.pop();
  if (rows.length === 0) throw new ParseError(empty);
  return rows;
}

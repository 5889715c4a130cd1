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

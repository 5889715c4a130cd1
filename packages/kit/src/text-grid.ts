// The rows of a grid written one character a cell, one line a row: what many genres' text formats read
// before they read their cells.
import { ParseError } from "./parse-error.js";

/** A row of a grid's text: its characters (trimmed) and its line number. */
export interface TextGridRow {
  text: string;
  line: number;
}

/** The non-blank lines of `text`, each trimmed, with their line numbers. */
export function textGridLines(text: string): TextGridRow[] {
  const rows: TextGridRow[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (row !== "") rows.push({ text: row, line: i + 1 });
  });
  return rows;
}

/**
 * Checks `rows` as the rows of a grid one character a cell: at least one, at most `maxSide` rows of at most
 * `maxSide` characters, all as long as the first. Returns the width; throws a ParseError placed at the first
 * row that breaks this.
 */
export function checkGridRows(rows: readonly TextGridRow[], maxSide: number): number {
  if (rows.length === 0) throw new ParseError("the puzzle is empty");
  if (rows.length > maxSide)
    throw new ParseError(`the grid has ${rows.length} rows; at most ${maxSide}`, rows[maxSide]!.line);
  const width = rows[0]!.text.length;
  if (width > maxSide)
    throw new ParseError(`the grid has ${width} columns; at most ${maxSide}`, rows[0]!.line, maxSide + 1);
  for (const row of rows)
    if (row.text.length !== width)
      throw new ParseError(
        `row has ${row.text.length} cells; expected ${width}`,
        row.line,
        Math.min(row.text.length, width) + 1,
      );
  return width;
}

/**
 * The non-blank lines of `text`, each trimmed, as the rows of a grid one character a cell (see
 * {@link checkGridRows}).
 */
export function textGridRows(text: string, maxSide: number): { width: number; rows: TextGridRow[] } {
  const rows = textGridLines(text);
  return { width: checkGridRows(rows, maxSide), rows };
}

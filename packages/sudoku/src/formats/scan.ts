import { ParseError } from "@gridsmith/kit";
import { digitOf, SIZES, type Sudoku, sizeForCellCount, symbol, symbolRange } from "../puzzle.js";

/** One cell character found in a text, with where it stood (1-based line and column). */
export interface CellChar {
  ch: string;
  line: number;
  column: number;
}

/** A non-blank line of a text, with its 1-based number. */
export interface TextLine {
  text: string;
  line: number;
}

/** Whitespace as the seed solver saw it (Python's `isspace` on bytes) plus the Unicode spaces editors paste. */
export function isSpace(ch: string): boolean {
  return /\s/.test(ch);
}

/** A character that can stand in some cell of some size: `.`, a digit, or a letter A-P in either case. */
export function isCellChar(ch: string): boolean {
  return ch === "." || digitOf(ch, 25) >= 0;
}

/** The non-blank lines of a text (any of LF, CRLF, CR), numbered from 1. */
export function textLines(text: string): TextLine[] {
  const out: TextLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    if (t.trim() !== "") out.push({ text: t, line: i + 1 });
  });
  return out;
}

/** `'x' is not a digit or '.'`, naming the letters too when the size uses them. */
export function badCharReason(ch: string, size?: number): string {
  const shown = JSON.stringify(ch).slice(1, -1).replace(/'/g, "\\'");
  if (size === undefined || size <= 9) {
    const range = size !== undefined && size < 9 ? ` ${symbolRange(size)}` : "";
    return `'${shown}' is not a digit${range} or '.'`;
  }
  return `'${shown}' is not a digit, a letter A-${symbol(size)} or '.'`;
}

/**
 * Reads the cell characters of `lines`, skipping whitespace and any character in `skip` (grid separators).
 * Throws ParseError at the first character that can stand in no cell, or past the largest grid's cells.
 */
export function scanCells(lines: readonly TextLine[], skip = ""): CellChar[] {
  const cells: CellChar[] = [];
  const most = SIZES.at(-1)! ** 2;
  for (const { text, line } of lines) {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (isSpace(ch) || skip.includes(ch)) continue;
      if (!isCellChar(ch)) throw new ParseError(badCharReason(ch), line, i + 1);
      // No grid has more: stop at once rather than read a long text to its end.
      if (cells.length === most)
        throw new ParseError(
          `more than ${most} cells: the largest sudoku is ${SIZES.at(-1)}x${SIZES.at(-1)}`,
          line,
          i + 1,
        );
      cells.push({ ch, line, column: i + 1 });
    }
  }
  return cells;
}

/** The grid size a cell count stands for, or a ParseError `puzzle has 80 cells; expected 81`. */
export function sizeOf(count: number, hint?: number): number {
  const size = sizeForCellCount(count);
  if (size !== null) return size;
  if (count === 0) throw new ParseError("puzzle has no cells; expected 81 (9 rows of 9)");
  let expected = 9;
  if (hint !== undefined && sizeForCellCount(hint * hint) !== null) expected = hint;
  else {
    // The nearest supported size is the likeliest intent (a missing or extra cell, not another size).
    let best = Number.POSITIVE_INFINITY;
    for (const n of SIZES) {
      const d = Math.abs(n * n - count);
      if (d < best) {
        best = d;
        expected = n;
      }
    }
  }
  return failCount(count, expected);
}

function failCount(count: number, expected: number): never {
  throw new ParseError(`puzzle has ${count} cell${count === 1 ? "" : "s"}; expected ${expected * expected}`);
}

/** Turns scanned characters into a puzzle of `size`, checking each symbol against the size. */
export function toSudoku(cells: readonly CellChar[], size: number): Sudoku {
  if (cells.length !== size * size) failCount(cells.length, size);
  const out = new Array<number>(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    const d = digitOf(c.ch, size);
    if (d < 0) throw new ParseError(badCharReason(c.ch, size), c.line, c.column);
    out[i] = d;
  }
  return { size, cells: out };
}

/**
 * Checks the row structure of a line-based grid: every row line holds exactly `size` cells. Gives the
 * place of the first row that does not, which says more than a total count.
 */
export function checkRows(cells: readonly CellChar[], size: number): void {
  let i = 0;
  let row = 0;
  while (i < cells.length) {
    const line = cells[i]!.line;
    let j = i;
    while (j < cells.length && cells[j]!.line === line) j++;
    const n = j - i;
    row++;
    if (row > size) throw new ParseError(`more than ${size} rows`, line, cells[i]!.column);
    if (n !== size) {
      const at = n > size ? cells[i + size]! : cells[j - 1]!;
      throw new ParseError(
        `row ${row} has ${n} cell${n === 1 ? "" : "s"}; expected ${size}`,
        line,
        n > size ? at.column : at.column + 1,
      );
    }
    i = j;
  }
  if (row < size) throw new ParseError(`the grid has ${row} row${row === 1 ? "" : "s"}; expected ${size}`);
}

/** Cells per row line, when every row line holds the same number of cells; else undefined. */
export function rowWidth(cells: readonly CellChar[]): number | undefined {
  if (cells.length === 0) return undefined;
  return cells.filter((c) => c.line === cells[0]!.line).length;
}

/** Whether a text is small enough to look at in `detect` without cost (detect must stay cheap). */
export function sample(text: string): string {
  return text.length > 20000 ? text.slice(0, 20000) : text;
}

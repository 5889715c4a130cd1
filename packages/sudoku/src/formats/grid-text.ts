import { checkTextLength, type JsonWriter, ParseError } from "@gridsmith/kit";
import { boxShape, isSupportedSize, limits, type Sudoku, symbol } from "../puzzle.js";
import {
  type CellChar,
  checkRows,
  isCellChar,
  isSpace,
  rowWidth,
  sample,
  scanCells,
  sizeOf,
  textLines,
  toSudoku,
} from "./scan.js";

/** The character a cell is written as: its digit's symbol or `.`. */
export function cellChar(d: number): string {
  return d === 0 ? "." : symbol(d);
}

/** Every cell of `puzzle` must be a digit of its size (0 = empty); callers serialize only such grids. */
function rows(puzzle: Sudoku): number[][] {
  const n = puzzle.size;
  const out: number[][] = [];
  for (let r = 0; r < n; r++) out.push(puzzle.cells.slice(r * n, r * n + n));
  return out;
}

/**
 * The grid with its boxes set apart: one space between cells, three between box columns, a blank line
 * between bands, no trailing space. It is the layout of `write()` in Shipman's sudosolver.py, byte for byte
 * for 9x9, so outputs compare with that solver's.
 */
export function boxedGridText(puzzle: Sudoku): string {
  const shape = boxShape(puzzle.size)!;
  const lines: string[] = [];
  rows(puzzle).forEach((row, r) => {
    if (r > 0 && r % shape.rows === 0) lines.push("");
    let line = "";
    row.forEach((d, c) => {
      if (c > 0) line += c % shape.cols === 0 ? "   " : " ";
      line += cellChar(d);
    });
    lines.push(line);
  });
  return `${lines.join("\n")}\n`;
}

/**
 * The commonest puzzle text of all, every public data set's line: exactly 81 characters, each `.`, `0` or
 * `1`-`9`. Read without the general scanner (no object per cell); anything else is left to it (undefined).
 */
function quickLine(text: string): Sudoku | undefined {
  if (text.length !== 81) return undefined;
  const cells = new Array<number>(81);
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) cells[i] = 0;
    else if (code >= 48 && code <= 57) cells[i] = code - 48;
    else return undefined;
  }
  return { size: 9, cells };
}

/** Reads the seed's format: whitespace anywhere is ignored, the rest is N*N cells of `.`, `0` or a digit. */
export function parseSeedGrid(text: string): Sudoku {
  checkTextLength(text, limits);
  const quick = quickLine(text);
  if (quick) return quick;
  const cells = scanCells(textLines(text));
  const size = sizeOf(cells.length, rowWidth(cells));
  return toSudoku(cells, size);
}

/** One puzzle on one line: N*N characters, `.` or `0` for an empty cell (the public data sets' format). */
export function parseLine(text: string): Sudoku {
  checkTextLength(text, limits);
  const quick = quickLine(text);
  if (quick) return quick;
  const lines = textLines(text);
  if (lines.length === 0)
    throw new ParseError("puzzle has no cells; expected 81 (one line of 81 characters)");
  if (lines.length > 1) {
    throw new ParseError(
      "the line format holds one puzzle on one line; this text has more (read a file of them with --lines)",
      lines[1]!.line,
      1,
    );
  }
  const { text: t, line } = lines[0]!;
  let start = 0;
  let end = t.length;
  while (isSpace(t[start]!)) start++;
  while (isSpace(t[end - 1]!)) end--;
  const cells = [];
  for (let i = start; i < end; i++) {
    const ch = t[i]!;
    if (!isCellChar(ch)) {
      throw new ParseError(
        isSpace(ch)
          ? "a space inside the line; write empty cells as '.' or '0'"
          : `'${ch}' is not a digit or '.'`,
        line,
        i + 1,
      );
    }
    cells.push({ ch, line, column: i + 1 });
  }
  return toSudoku(cells, sizeOf(cells.length));
}

/** The puzzle as one line of N*N characters with `.` for empty cells, and a newline. */
export function lineText(puzzle: Sudoku): string {
  return `${cellsText(puzzle.cells)}\n`;
}

/** Character codes of {@link cellChar} by digit, 0 (`.`) to 25 (`P`). */
const CELL_CODES = Array.from({ length: 26 }, (_, d) => cellChar(d).charCodeAt(0));
const codes: number[] = [];

/**
 * The cells as one string of {@link cellChar}s. Made in one piece from their codes: a batch writes one per
 * answer, and 81 appended characters make a string in 81 pieces that must be flattened again.
 */
export function cellsText(cells: readonly number[]): string {
  const n = cells.length;
  codes.length = n;
  for (let i = 0; i < n; i++) codes[i] = CELL_CODES[cells[i]!]!;
  return String.fromCharCode.apply(null, codes);
}

/**
 * Writes the cells as the JSON string of {@link cellsText} (`JSON.stringify(cellsText(cells))`: its
 * characters need no escaping) into a batch's output, their character codes in one run of bytes.
 */
export function writeCellsJson(cells: ArrayLike<number>, out: JsonWriter): void {
  const n = cells.length;
  const at = out.claim(n + 2);
  const buf = out.buffer;
  buf[at] = 34; // "
  for (let i = 0; i < n; i++) buf[at + 1 + i] = CELL_CODES[cells[i]!]!;
  buf[at + n + 1] = 34;
}

const BORDER = /^[\s\-+*=|_]*$/;

/** A grid drawn with `|`, `-`, `+` (or Simple Sudoku's `*`) separators: border lines skipped, `|` ignored. */
export function parseFramed(text: string): Sudoku {
  checkTextLength(text, limits);
  const lines = textLines(text).filter((l) => !(BORDER.test(l.text) && /[-=]/.test(l.text)));
  return rowsToSudoku(scanCells(lines, "|"));
}

/** The grid with `+---+` borders and `|` between boxes, as people paste it into forums. */
export function framedText(puzzle: Sudoku): string {
  const shape = boxShape(puzzle.size)!;
  const groups = puzzle.size / shape.cols;
  const border = `+${`${"-".repeat(shape.cols * 2 + 1)}+`.repeat(groups)}`;
  const lines = [border];
  rows(puzzle).forEach((row, r) => {
    let line = "|";
    row.forEach((d, c) => {
      line += ` ${cellChar(d)}`;
      if ((c + 1) % shape.cols === 0) line += " |";
    });
    lines.push(line);
    if ((r + 1) % shape.rows === 0) lines.push(border);
  });
  return `${lines.join("\n")}\n`;
}

/** Simple Sudoku's `.ss` layout: `*-----------*` corners, `|` between boxes, `|---+---+---|` between bands. */
export function simpleSudokuText(puzzle: Sudoku): string {
  const shape = boxShape(puzzle.size)!;
  const groups = puzzle.size / shape.cols;
  const inner = `|${Array.from({ length: groups }, () => "-".repeat(shape.cols)).join("+")}|`;
  const outer = `*${"-".repeat(puzzle.size + groups - 1)}*`;
  const lines = [outer];
  rows(puzzle).forEach((row, r) => {
    if (r > 0 && r % shape.rows === 0) lines.push(inner);
    let line = "|";
    row.forEach((d, c) => {
      line += cellChar(d);
      if ((c + 1) % shape.cols === 0) line += "|";
    });
    lines.push(line);
  });
  lines.push(outer);
  return `${lines.join("\n")}\n`;
}

/** SudoCue's `.sdk`: `#` metadata lines (`#A` author, `#D` description...), then one line per row. */
export function parseSdk(text: string): Sudoku {
  checkTextLength(text, limits);
  const lines = textLines(text).filter((l) => {
    const t = l.text.trim();
    return !t.startsWith("#") && !/^\[.*\]$/.test(t);
  });
  return rowsToSudoku(scanCells(lines));
}

/**
 * A grid written one row per line: the size is the commonest row width, when that is a supported size, so a
 * short or long row is named with its place; otherwise the total count decides.
 */
function rowsToSudoku(cells: readonly CellChar[]): Sudoku {
  const widths = new Map<number, number>();
  for (const c of cells) widths.set(c.line, (widths.get(c.line) ?? 0) + 1);
  const tally = new Map<number, number>();
  for (const w of widths.values()) tally.set(w, (tally.get(w) ?? 0) + 1);
  const common = [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  if (
    common !== undefined &&
    isSupportedSize(common) &&
    (widths.size > 1 || common * common !== cells.length)
  ) {
    checkRows(cells, common);
    return toSudoku(cells, common);
  }
  const size = sizeOf(cells.length, rowWidth(cells));
  if (widths.size > 1) checkRows(cells, size);
  return toSudoku(cells, size);
}

/** `.sdk` text: one line per row, `.` for empty cells. */
export function sdkText(puzzle: Sudoku): string {
  return `${rows(puzzle)
    .map((row) => row.map(cellChar).join(""))
    .join("\n")}\n`;
}

/** Cheap checks for `detect`. */
export const looks = {
  seed: (text: string) => /^[\s.0-9A-Pa-p]+$/.test(sample(text)),
  line: (text: string) => /^\s*[.0-9A-Pa-p]{16,625}\s*$/.test(sample(text)),
  framed: (text: string) => /[|+]/.test(sample(text)) && !/^\s*[{[]/.test(text),
  simpleSudoku: (text: string) => /^\s*\*-/.test(text),
  sdk: (text: string) => /^\s*(#[A-Z]|\[Puzzle\])/m.test(sample(text)) && !/^\s*\{/.test(text),
};

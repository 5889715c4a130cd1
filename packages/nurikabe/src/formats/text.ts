import { commentedTextRows, type Format, ParseError } from "@gridsmith/kit";
import { limits, MAX_CLUE, MAX_SIDE, type Puzzle } from "../puzzle.js";

/** The largest clue the one-character-per-cell rows can hold: `z` is 35. */
export const MAX_CHAR_CLUE = 35;

/**
 * One clue as text: `1`-`9`, `a`-`z` for 10-35 (base 36), `?` for a number of unknown size, `.` for none.
 * Clues past 35 have no character: {@link textFormat} writes such a grid as rows of words instead.
 */
export const clueChar = (clue: number): string =>
  clue < 0 ? "." : clue === 0 ? "?" : clue <= MAX_CHAR_CLUE ? clue.toString(36) : String(clue);

/** A clue read from one character or word; null when it is not one. */
function readClue(token: string): number | null {
  if (token === ".") return -1;
  if (token === "?") return 0;
  if (/^[1-9a-zA-Z]$/.test(token)) return Number.parseInt(token, 36);
  if (/^[1-9]\d{0,3}$/.test(token) && Number(token) <= MAX_CLUE) return Number(token);
  return null;
}

/**
 * A row's cells with the column each starts at: characters, or words when the row has a space anywhere (a
 * one-column grid of words starts each row with one, so that `36` is not read as `3` and `6`).
 */
function cellsOf(text: string): { token: string; column: number }[] {
  if (!/\s/.test(text)) return [...text].map((token, k) => ({ token, column: k + 1 }));
  return [...text.matchAll(/\S+/g)].map((m) => ({ token: m[0], column: m.index! + 1 }));
}

/**
 * The plain text grid: one line per row, one character per cell: `1`-`9` and `a`-`z` (10-35, either case) an
 * island's size, `?` a number whose size is not given, `.` no number. A grid with a clue above 35 is written as
 * rows of words separated by spaces (`12 . . 40`; a row of one word starts with a space), which the reader
 * also takes. Every row has the same
 * number of cells; blank lines at the end and trailing spaces are ignored, and a line starting with `#` is a
 * comment.
 *
 * ```text
 * .5...
 * ..2..
 * .....
 * ..1..
 * ...3.
 * ```
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Rows of island sizes (1-9, a-z, ? unknown, '.' none)",
  extensions: ["nurikabe", "nuri"],
  parse(text) {
    const rows = commentedTextRows(
      text,
      limits,
      "the text holds no grid: expected rows of 1-9, a-z, ? and '.'",
    );
    const first = cellsOf(rows[0]!.text);
    const width = first.length;
    if (width === 0) throw new ParseError("the first row is empty", rows[0]!.line);
    if (rows.length > MAX_SIDE || width > MAX_SIDE)
      throw new ParseError(`a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`, rows[0]!.line);
    const clues: number[] = [];
    for (const row of rows) {
      const cells = cellsOf(row.text);
      for (const { token, column } of cells) {
        const clue = readClue(token);
        if (clue === null)
          throw new ParseError(
            `'${token}' is not a clue: use 1-9, a-z (10-35), a number, ? or '.' for none`,
            row.line,
            column,
          );
        clues.push(clue);
      }
      if (cells.length !== width)
        throw new ParseError(
          `this row has ${cells.length} cells; the first row has ${width}`,
          row.line,
          Math.max(1, row.text.length + 1),
        );
    }
    return { width, height: rows.length, clues };
  },
  serialize(puzzle) {
    const { width, height, clues } = puzzle;
    const words = clues.some((c) => c > MAX_CHAR_CLUE);
    return `${Array.from({ length: height }, (_, r) =>
      clues
        .slice(r * width, (r + 1) * width)
        .map(clueChar)
        .join(words ? " " : ""),
    )
      .map((row) => (words && width === 1 ? ` ${row}` : row))
      .join("\n")}\n`;
  },
  detect(text, filename) {
    if (filename !== undefined && /\.(nurikabe|nuri)$/i.test(filename)) return true;
    const rows = text.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#"));
    if (rows.length === 0 || !rows.every((r) => /^[0-9a-zA-Z.? ]+$/.test(r.trimEnd()))) return false;
    const width = cellsOf(rows[0]!.trimEnd()).length;
    // 9x9 grids of digits and '.' are sudokus; leave those to the sudoku text format.
    if (width === 9 && rows.length === 9 && rows.every((r) => /^[0-9.]+\s*$/.test(r))) return false;
    return rows.every((r) => cellsOf(r.trimEnd()).length === width) && /[.?]/.test(text);
  },
};

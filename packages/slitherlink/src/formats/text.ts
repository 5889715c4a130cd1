import { commentedTextRows, type Format, ParseError } from "@gridsmith/kit";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";

/** One clue as text: `0`-`4`, or `.` for none. */
export const clueChar = (clue: number): string => (clue < 0 ? "." : String(clue));

/**
 * The plain text grid: one line per row of cells, one character per cell, `0`-`4` a clue (how many of the
 * cell's edges the loop uses) and `.` no clue. Every row has the same length; blank lines at the end and
 * trailing spaces are ignored, and a line starting with `#` is a comment.
 *
 * ```text
 * 2..1.
 * .2..1
 * ..2..
 * 3..3.
 * .0..3
 * ```
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Rows of clues (0-4, '.' none)",
  extensions: ["slither", "slitherlink"],
  parse(text) {
    const rows = commentedTextRows(text, limits, "the text holds no grid: expected rows of 0-4 and '.'");
    const width = rows[0]!.text.length;
    if (rows.length > MAX_SIDE || width > MAX_SIDE)
      throw new ParseError(`a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`, rows[0]!.line);
    const clues: number[] = [];
    for (const row of rows) {
      for (let c = 0; c < row.text.length; c++) {
        const ch = row.text[c]!;
        if (ch === ".") clues.push(-1);
        else if (ch >= "0" && ch <= "4") clues.push(Number(ch));
        else throw new ParseError(`'${ch}' is not a clue: use 0-4, or '.' for none`, row.line, c + 1);
      }
      if (row.text.length !== width)
        throw new ParseError(
          `this row has ${row.text.length} cells; the first row has ${width}`,
          row.line,
          Math.max(1, Math.min(row.text.length, width) + 1),
        );
    }
    if (width === 0) throw new ParseError("the first row is empty", rows[0]!.line);
    return { width, height: rows.length, clues };
  },
  serialize(puzzle) {
    const { width, height, clues } = puzzle;
    return `${Array.from({ length: height }, (_, r) =>
      clues
        .slice(r * width, (r + 1) * width)
        .map(clueChar)
        .join(""),
    ).join("\n")}\n`;
  },
  detect(text, filename) {
    if (filename !== undefined && /\.(slither|slitherlink)$/i.test(filename)) return true;
    // Content alone: rows of 0-4 and '.', all as long, with a '.' somewhere (a grid of digits is anyone's).
    const rows = text.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#"));
    if (rows.length === 0 || !rows.every((r) => /^[0-4.]+\s*$/.test(r))) return false;
    const width = rows[0]!.trim().length;
    // 9x9 grids of these characters are also sudokus; leave those to the sudoku text format.
    if (width === 9 && rows.length === 9) return false;
    return rows.every((r) => r.trim().length === width) && text.includes(".");
  },
};

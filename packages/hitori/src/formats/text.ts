import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { EMPTY, limits, MAX_NUMBER, MAX_SIDE, type Puzzle, UNKNOWN } from "../puzzle.js";

const tokenOf = (cell: number) => (cell === EMPTY ? "." : cell === UNKNOWN ? "?" : String(cell));

/**
 * Rows of cells, one line a row: a number, `.` a cell without one, `?` a hidden number. When every number
 * is one digit the rows may be written without spaces (`3142`); otherwise cells are separated by spaces (a
 * one-column grid of such rows starts each with a space). Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of numbers, . and ?",
  extensions: ["hitori", "txt"],
  parse(text) {
    checkTextLength(text, limits);
    const lines: { text: string; line: number }[] = [];
    text.split(/\r?\n/).forEach((raw, i) => {
      if (raw.trim() !== "") lines.push({ text: raw.trimEnd(), line: i + 1 });
    });
    // Spaces anywhere (a leading one too: a one-column grid of long numbers) make every row space-separated.
    const spaced = lines.some((l) => /\s/.test(l.text));
    const rows = lines.map(({ text: row, line }) => {
      const tokens: string[] = [];
      const columns: number[] = [];
      for (const m of row.matchAll(spaced ? /\S+/g : /./g)) {
        tokens.push(m[0]);
        columns.push(m.index + 1);
      }
      return { tokens, columns, line };
    });
    if (rows.length === 0) throw new ParseError("the puzzle is empty");
    if (rows.length > MAX_SIDE)
      throw new ParseError(`the grid has ${rows.length} rows; at most ${MAX_SIDE}`, rows[MAX_SIDE]!.line);
    const width = rows[0]!.tokens.length;
    if (width > MAX_SIDE)
      throw new ParseError(
        `the grid has ${width} columns; at most ${MAX_SIDE}`,
        rows[0]!.line,
        rows[0]!.columns[MAX_SIDE],
      );
    const cells: number[] = [];
    for (const row of rows) {
      if (row.tokens.length !== width)
        throw new ParseError(`row has ${row.tokens.length} cells; expected ${width}`, row.line);
      row.tokens.forEach((t, c) => {
        if (t === ".") cells.push(EMPTY);
        else if (t === "?") cells.push(UNKNOWN);
        else if (/^\d{1,4}$/.test(t) && Number(t) <= MAX_NUMBER) cells.push(Number(t));
        else
          throw new ParseError(
            `'${t}' is not a number 0-${MAX_NUMBER}, '.' or '?'`,
            row.line,
            row.columns[c],
          );
      });
    }
    return { width, height: rows.length, cells };
  },
  serialize: (puzzle) => gridText(puzzle, puzzle.cells.map(tokenOf)),
  // A grid of digits is as much a sudoku's: from its content alone nothing says Hitori, so only a file named
  // .hitori is detected (the type's page and `--type hitori` read any text with this format, the default).
  detect: (text, filename) => /\.hitori$/i.test(filename ?? "") && text.trim() !== "",
};

/** The rows of `tokens` (one a cell), a line each: packed when every token is one character. */
function gridText(puzzle: Puzzle, tokens: readonly string[]): string {
  const packed = tokens.every((t) => t.length === 1);
  const lines: string[] = [];
  for (let r = 0; r < puzzle.height; r++) {
    const row = tokens.slice(r * puzzle.width, (r + 1) * puzzle.width);
    lines.push(packed ? row.join("") : puzzle.width === 1 ? ` ${row[0]}` : row.join(" "));
  }
  return `${lines.join("\n")}\n`;
}

/** An answer as text: the puzzle's grid with `#` in place of each shaded cell. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle,
    puzzle.cells.map((cell, i) => (solution[i] === 1 ? "#".repeat(tokenOf(cell).length) : tokenOf(cell))),
  );
}

import { type Format, ParseError, puzzleTextGrid } from "@gridsmith/kit";
import { BLACK, limits, type Puzzle, WHITE } from "../puzzle.js";

const CODE: Record<string, number> = { ".": WHITE, "#": BLACK, "0": 0, "1": 1, "2": 2, "3": 3, "4": 4 };
const charOf = (cell: number) => (cell === WHITE ? "." : cell === BLACK ? "#" : String(cell));

/**
 * Rows of characters, one line a row: `.` a white cell, `#` a black cell, `0`-`4` a black cell with its
 * number. Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of . # and 0-4",
  extensions: ["lightup", "akari", "txt"],
  parse(text) {
    const { width, rows } = puzzleTextGrid(text, limits);
    const cells: number[] = [];
    for (const row of rows) {
      for (let c = 0; c < width; c++) {
        const cell = CODE[row.text[c]!];
        if (cell === undefined)
          throw new ParseError(`'${row.text[c]}' is not '.', '#' or a number 0-4`, row.line, c + 1);
        cells.push(cell);
      }
    }
    return { width, height: rows.length, cells };
  },
  serialize: (puzzle) => gridText(puzzle, puzzle.cells.map(charOf)),
  // Digits and dots are as much a sudoku's or a nurikabe's: from its content alone a grid is Light Up only
  // with an unnumbered black cell (`#`); a file named .lightup or .akari needs only the characters.
  detect(text, filename) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trimEnd())
      .filter((l) => l !== "");
    const named = /\.(?:lightup|akari)$/i.test(filename ?? "");
    return (
      rows.length > 0 &&
      rows.every((r) => r.length === rows[0]!.length && /^[.#0-4]+$/.test(r)) &&
      (named || rows.some((r) => r.includes("#")))
    );
  },
};

/** The rows of `chars` (one string a cell), a line each. */
function gridText(puzzle: Puzzle, chars: readonly string[]): string {
  const lines: string[] = [];
  for (let r = 0; r < puzzle.height; r++)
    lines.push(chars.slice(r * puzzle.width, (r + 1) * puzzle.width).join(""));
  return `${lines.join("\n")}\n`;
}

/** An answer as text: the puzzle's grid with `*` where a light stands. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle,
    puzzle.cells.map((cell, i) => (solution[i] ? "*" : charOf(cell))),
  );
}

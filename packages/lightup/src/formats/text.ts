import { charGrid, type Format, gridText } from "@gridsmith/kit";
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
    const { width, height, codes } = charGrid(text, limits, (ch) => CODE[ch], "'.', '#' or a number 0-4");
    return { width, height, cells: codes };
  },
  serialize: (puzzle) => gridText(puzzle.width, puzzle.cells.map(charOf)),
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

/** An answer as text: the puzzle's grid with `*` where a light stands. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.cells.map((cell, i) => (solution[i] ? "*" : charOf(cell))),
  );
}

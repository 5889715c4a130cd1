import { charGrid, type Format, gridText } from "@gridsmith/kit";
import { GIVEN_EXPECTED, givenChar, givenCode } from "@gridsmith/kit/puzzlink";
import { limits, type Puzzle } from "../puzzle.js";

const ROW = /^[.?1-9A-Z]+$/;

/**
 * One line a row, one character a cell: `.` no given, `?` a given without its number, `1`-`9` then `A` for
 * 10 up to `Z` for 35. Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of givens",
  extensions: ["fillomino", "txt"],
  parse(text) {
    const { width, height, codes } = charGrid(text, limits, givenCode, GIVEN_EXPECTED);
    return { width, height, givens: codes };
  },
  serialize(puzzle) {
    return gridText(puzzle.width, puzzle.givens.map(givenChar));
  },
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((r) => r.trim())
      .filter((r) => r !== "");
    return rows.length > 0 && rows.every((r) => r.length === rows[0]!.length && ROW.test(r));
  },
};

/**
 * An answer as text: each cell's number, one line a row, `0` where a partial answer has none (parted by spaces
 * when a number has two digits).
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.givens.map((_, i) => String(Math.max(0, solution[i] ?? 0))),
  );
}

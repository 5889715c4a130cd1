import { gridText } from "@gridsmith/kit";
import { EMPTY, type Puzzle, UNKNOWN } from "../puzzle.js";

/**
 * An answer as text, a line a row: `#` a shaded cell, a numbered cell's number (`?` hidden), `.` another
 * unshaded cell; cells are parted by spaces when a number has two digits.
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const tokens = puzzle.cells.map((v, i) =>
    solution[i] === 1 ? "#" : v === EMPTY ? "." : v === UNKNOWN ? "?" : String(v),
  );
  return gridText(puzzle.width, tokens);
}

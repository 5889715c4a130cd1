import { gridText } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";

/** An answer as text: a line a row, `#` a shaded cell and `.` an unshaded one. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    solution.map((v) => (v === 1 ? "#" : ".")),
  );
}

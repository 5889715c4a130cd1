import { centreLinesText } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";

/**
 * An answer as text: one line a row, each cell the loop's way through it (`│ ─ ┌ ┐ └ ┘`), `.` a cell the
 * loop misses.
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  return centreLinesText(
    puzzle.height,
    puzzle.width,
    (l) => solution[l] === 1,
    () => ".",
  );
}

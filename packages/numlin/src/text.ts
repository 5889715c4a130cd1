import { centreLinesText } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";

/**
 * An answer as text: one line a row, each cell the line's way through it (`│ ─ ┌ ┐ └ ┘`), a number cell its
 * number (`?` hidden), `.` a cell no line visits.
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  return centreLinesText(
    puzzle.height,
    puzzle.width,
    (l) => solution[l] === 1,
    (i) => {
      const n = puzzle.numbers[i]!;
      return n >= 0 ? String(n) : n === -2 ? "?" : ".";
    },
  );
}

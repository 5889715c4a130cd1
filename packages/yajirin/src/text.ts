import { centreLinesText } from "@gridsmith/kit";
import { isClue, type Puzzle, type Solution } from "./puzzle.js";

const ARROW = ["?", "↑", "↓", "←", "→"];

/**
 * An answer as text: one line a row, each cell the loop's way through it (`│ ─ ┌ ┐ └ ┘`), `#` a shaded cell, a
 * clue as its arrow (`↑ ↓ ← →`, `?` without one).
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  const lines = solution.length - puzzle.width * puzzle.height;
  return centreLinesText(
    puzzle.height,
    puzzle.width,
    (l) => solution[l] === 1,
    (i) => (isClue(puzzle, i) ? ARROW[puzzle.arrows[i]!]! : solution[lines + i] === 1 ? "#" : "."),
  );
}

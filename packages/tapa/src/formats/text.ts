import { gridText } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { clueText } from "../rules.js";

/**
 * An answer as text (the kit's `gridText`): `#` a shaded cell, a clue's numbers joined by commas (`?`
 * hidden), `.` another unshaded cell.
 */
export const solutionText = (puzzle: Puzzle, solution: readonly number[]): string =>
  gridText(
    puzzle.width,
    puzzle.clues.map((clue, i) =>
      clue.length > 0 ? clueText(clue).replaceAll(" ", ",") : solution[i] === 1 ? "#" : ".",
    ),
  );

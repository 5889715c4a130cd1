import { regionLettersText } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";

/**
 * An answer as text: a letter per cell naming its L shape (L shapes side by side get
 * different letters), one line a row, the letters spaced.
 */
export const solutionText = (puzzle: Puzzle, solution: Solution): string =>
  regionLettersText(puzzle, solution);

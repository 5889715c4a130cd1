import type { PuzzleSource, SolveResult } from "@gridsmith/kit";
import type { Sudoku, SudokuSolution } from "../puzzle.js";
import { boxedGridText } from "./index.js";

const SEPARATOR = "=".repeat(9);

/**
 * The seed's text for one solved file (Shipman's `sudoku` script): a blank line, `========= NAME =========`,
 * the starting grid, `--- Solution #N:` and each grid, `Number of solutions found: N`, the time. What the seed
 * left unsaid is added after those lines: that the search stopped at the limit, ran out of time, or that there
 * is no solution.
 */
export function formatSolve(
  input: PuzzleSource,
  puzzle: Sudoku,
  result: SolveResult<SudokuSolution>,
): string {
  let out = `\n${SEPARATOR} ${input.source} ${SEPARATOR}\n${boxedGridText(puzzle)}`;
  result.solutions.forEach((s, i) => {
    out += `\n--- Solution #${i + 1}:\n${boxedGridText({ size: puzzle.size, cells: s.cells })}`;
  });
  out += `\nNumber of solutions found: ${result.solutionCount}\n`;
  out += `Elapsed cpu time: ${(result.stats.ms / 1000).toFixed(2)} seconds.\n`;
  if (result.status === "none") out += "The puzzle has no solution.\n";
  else if (result.status === "timeout") out += "The time limit ran out before the search was complete.\n";
  else if (!result.complete) {
    out += `The search stopped after ${result.solutionCount} solutions; --all finds and counts them all.\n`;
  }
  return out;
}

import { ParseError } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import type { CrosspatchPuzzle } from "../puzzle.js";
import { checkStructure } from "../rules.js";

/**
 * A framework and word list read from JSON or ipuz, through {@link fromJson} (the shape and the limits; rows
 * and words uppercased, rows without trailing spaces), then checked the way the kkck reader does, naming the
 * row, column or word of the first problem.
 */
export function puzzleOf(grid: readonly unknown[], words: readonly unknown[]): CrosspatchPuzzle {
  const puzzle = fromJson({ grid, words });
  const { problem } = checkStructure(puzzle.grid, puzzle.words);
  if (problem) {
    const where =
      problem.word !== undefined
        ? `word ${problem.word + 1} ('${puzzle.words[problem.word]}'): `
        : problem.cell
          ? `row ${problem.cell.row + 1}, column ${problem.cell.col + 1}: `
          : "";
    throw new ParseError(where + problem.reason);
  }
  return puzzle;
}

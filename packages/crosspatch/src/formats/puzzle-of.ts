import { ParseError } from "@gridsmith/kit";
import { checkStructure } from "../structure.js";
import { rstrip, upper } from "../text.js";
import type { CrosspatchPuzzle } from "../types.js";

/**
 * Normalises a framework and word list read from JSON or ipuz (uppercase, no trailing spaces) and checks it
 * the way the kkck reader does, naming the row, column or word of the first problem.
 */
export function puzzleOf(grid: readonly string[], words: readonly string[]): CrosspatchPuzzle {
  const puzzle = { grid: grid.map((r) => upper(rstrip(r.replace(/[\r\n]+$/, "")))), words: words.map(upper) };
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

import type { Puzzle } from "../puzzle.js";
import { clueText } from "../rules.js";

/**
 * An answer as text, a line a row: `#` a shaded cell, a clue's numbers joined by commas (`?` hidden), `.`
 * another unshaded cell; cells are parted by spaces when a clue has two numbers or more.
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const tokens = puzzle.clues.map((clue, i) =>
    clue.length > 0 ? clueText(clue).replaceAll(" ", ",") : solution[i] === 1 ? "#" : ".",
  );
  const gap = tokens.some((t) => t.length > 1) ? " " : "";
  const rows: string[] = [];
  for (let r = 0; r < puzzle.height; r++)
    rows.push(tokens.slice(r * puzzle.width, (r + 1) * puzzle.width).join(gap));
  return `${rows.join("\n")}\n`;
}

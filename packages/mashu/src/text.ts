import { cellLines, type Puzzle, type Solution } from "./puzzle.js";

// Box-drawing characters by the lines a cell has: up, down, left, right as bits 8, 4, 2, 1.
const SHAPES: Record<number, string> = { 12: "│", 3: "─", 10: "┘", 9: "└", 6: "┐", 5: "┌" };

/**
 * An answer as text: one line a row, each cell the loop's way through it (`│ ─ ┌ ┐ └ ┘`), a pearl off the
 * loop as `o` (white) or `*` (black), `.` a cell the loop misses.
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  const lines: string[] = [];
  for (let r = 0; r < puzzle.height; r++) {
    let row = "";
    for (let c = 0; c < puzzle.width; c++) {
      const i = r * puzzle.width + c;
      const bits = cellLines(puzzle, i).reduce(
        (b, l, d) => (l >= 0 && solution[l] === 1 ? b | (8 >> d) : b),
        0,
      );
      row += SHAPES[bits] ?? (puzzle.pearls[i] === 1 ? "o" : puzzle.pearls[i] === 2 ? "*" : ".");
    }
    lines.push(row);
  }
  return `${lines.join("\n")}\n`;
}

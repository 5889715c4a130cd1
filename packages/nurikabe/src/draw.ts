import { clueChar } from "./formats/text.js";
import type { Puzzle, Solution } from "./puzzle.js";

/**
 * The shading in text, one line per row: `#` a wall, `.` an island cell, the numbers in their cells (as the
 * text format writes them; a grid with a number past 35 puts a space between cells).
 *
 * ```text
 * .5###
 * .#2.#
 * ```
 */
export function drawShading(puzzle: Puzzle, solution: Solution): string {
  const { width, height, clues } = puzzle;
  const words = clues.some((c) => c > 35);
  const rows = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const i = r * width + c;
      return clues[i]! >= 0 ? clueChar(clues[i]!) : solution[i] === 1 ? "#" : ".";
    }).join(words ? " " : ""),
  );
  return `${rows.join("\n")}\n`;
}

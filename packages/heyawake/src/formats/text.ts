import type { Puzzle } from "../puzzle.js";

/** An answer as text: a line a row, `#` a shaded cell and `.` an unshaded one. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const lines: string[] = [];
  for (let r = 0; r < puzzle.height; r++)
    lines.push(
      solution
        .slice(r * puzzle.width, (r + 1) * puzzle.width)
        .map((v) => (v === 1 ? "#" : "."))
        .join(""),
    );
  return `${lines.join("\n")}\n`;
}

import { hEdge, type Puzzle, type Solution, vEdge } from "./puzzle.js";

/**
 * The loop drawn in text: `+` at every point, `-` and `|` where the loop runs, the clues in their cells.
 *
 * ```text
 * +-+-+
 * |2  |
 * + +-+
 * ```
 */
export function drawLoop(puzzle: Puzzle, solution: Solution): string {
  const { width, height, clues } = puzzle;
  const lines: string[] = [];
  for (let r = 0; r <= height; r++) {
    let points = "+";
    for (let c = 0; c < width; c++) points += `${solution[hEdge(puzzle, r, c)] === 1 ? "-" : " "}+`;
    lines.push(points);
    if (r === height) break;
    let cells = "";
    for (let c = 0; c <= width; c++) {
      cells += solution[vEdge(puzzle, r, c)] === 1 ? "|" : " ";
      if (c < width) cells += clues[r * width + c]! >= 0 ? String(clues[r * width + c]) : " ";
    }
    lines.push(cells.trimEnd());
  }
  return `${lines.map((l) => l.trimEnd()).join("\n")}\n`;
}

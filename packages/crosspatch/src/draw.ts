import type { Geometry } from "./geometry.js";

/**
 * kkck's `Puzzle.show()`: a tens line (a digit every 20 characters), a units line that keeps its trailing
 * space, a rule, one `NN|` line per row with the characters joined by spaces, and the rule again. `charAt`
 * gives the character at (row, col); positions with no cell show a space.
 */
export function showGrid(rows: number, cols: number, charAt: (row: number, col: number) => string): string {
  let tens = "   ";
  for (let t = 0; t <= Math.floor(cols / 10); t++) tens += `${t}${" ".repeat(19)}`;
  let units = "   ";
  for (let c = 0; c < cols; c++) units += `${c % 10} `;
  const rule = `  +${"-".repeat(Math.max(0, 2 * cols - 1))}+`;
  const lines = [tens.replace(/\s+$/, ""), units, rule];
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < cols; c++) cells.push(charAt(r, c));
    lines.push(`${String(r).padStart(2, "0")}|${cells.join(" ")}|`);
  }
  lines.push(rule);
  return lines.join("\n");
}

/** {@link showGrid} over a geometry, with `cellChar(cellId)` for the cells. */
export function showCells(geometry: Geometry, cellChar: (cellId: number) => string): string {
  return showGrid(geometry.rows, geometry.cols, (r, c) => {
    const id = geometry.cellAt[r * geometry.cols + c]!;
    return id < 0 ? " " : cellChar(id);
  });
}

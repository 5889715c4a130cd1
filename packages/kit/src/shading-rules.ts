// The rules many shading genres share (Hitori, Heyawake, Kurodoko, ...): no two shaded cells side by side,
// the unshaded cells in one piece, and at least one cell shaded (puzz.link's checkers want one). Each is a
// list of problems naming its cells, the same words in every genre.
import { cellAt, cellName, gridNeighbours } from "./cells.js";
import type { Problem } from "./types.js";

/** A grid of cells, row by row, and which of them are shaded. */
export interface ShadedGrid {
  width: number;
  height: number;
  /** Whether cell i (row by row) is shaded. */
  shaded(i: number): boolean;
}

/** One `shaded-side-by-side` problem for each pair of shaded cells that touch by a side. */
export function shadedSideBySide(grid: ShadedGrid): Problem[] {
  const { width, height, shaded } = grid;
  const problems: Problem[] = [];
  for (let i = 0; i < width * height; i++) {
    if (!shaded(i)) continue;
    for (const j of gridNeighbours(i, width, height))
      if (j > i && shaded(j))
        problems.push({
          code: "shaded-side-by-side",
          message: `${cellName(cellAt(i, width))} and ${cellName(cellAt(j, width))} are shaded side by side`,
          cells: [cellAt(i, width), cellAt(j, width)],
        });
  }
  return problems;
}

/**
 * The problems of a whole answer's shape: `nothing-shaded` when no cell is (and there is one), and
 * `unshaded-divided` when the unshaded cells are in more than one piece, naming a cell the first unshaded
 * cell cannot reach.
 */
export function unshadedProblems(grid: ShadedGrid): Problem[] {
  const { width, height, shaded } = grid;
  const n = width * height;
  const open = [...Array(n).keys()].filter((i) => !shaded(i));
  const problems: Problem[] = [];
  if (open.length === n && n > 0)
    problems.push({ code: "nothing-shaded", message: "no cell is shaded", cells: [] });
  if (open.length === 0) return problems;
  const seen = new Set([open[0]!]);
  const stack = [open[0]!];
  while (stack.length > 0)
    for (const j of gridNeighbours(stack.pop()!, width, height))
      if (!shaded(j) && !seen.has(j)) {
        seen.add(j);
        stack.push(j);
      }
  const cut = open.find((i) => !seen.has(i));
  if (cut !== undefined)
    problems.push({
      code: "unshaded-divided",
      message: `the unshaded cells are divided: ${cellName(cellAt(cut, width))} cannot reach ${cellName(cellAt(open[0]!, width))}`,
      cells: [cellAt(cut, width)],
    });
  return problems;
}

// The rules many shading genres share (Hitori, Heyawake, Kurodoko, ...): no two shaded cells side by side,
// the unshaded cells in one piece, and at least one cell shaded (puzz.link's checkers want one). Each is a
// list of problems naming its cells, the same words in every genre.
import { cellAt, cellName, gridGroups, gridNeighbours } from "./cells.js";
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
 * The problem of cells that must be one group and are more (`groups` as kit's `gridGroups` answers them, in a
 * grid `width` cells wide): one `code` problem, "the `what` are divided", naming the first cell of the second
 * group, which cannot reach the first cell of the first; none for one group or none.
 */
export function cellsApart(
  groups: readonly (readonly number[])[],
  width: number,
  code: string,
  what: string,
): Problem[] {
  if (groups.length < 2) return [];
  const cut = cellAt(groups[1]![0]!, width);
  return [
    {
      code,
      message: `the ${what} are divided: ${cellName(cut)} cannot reach ${cellName(cellAt(groups[0]![0]!, width))}`,
      cells: [cut],
    },
  ];
}

/**
 * The problems of a whole answer whose shaded cells must be one piece (Tapa, LITS): `nothing-shaded` when no
 * cell is (and there is one), and `shaded-divided` when the shaded cells are in more than one piece, naming a
 * cell the first shaded cell cannot reach.
 */
export function shadedProblems(grid: ShadedGrid): Problem[] {
  const { width, height, shaded } = grid;
  const groups = gridGroups(grid, shaded);
  const none: Problem[] =
    width * height > 0 && groups.length === 0
      ? [{ code: "nothing-shaded", message: "no cell is shaded", cells: [] }]
      : [];
  return [...none, ...cellsApart(groups, width, "shaded-divided", "shaded cells")];
}

/**
 * The problems of a whole answer's shape: `nothing-shaded` when no cell is (and there is one), and
 * `unshaded-divided` when the unshaded cells are in more than one piece, naming a cell the first unshaded
 * cell cannot reach.
 */
export function unshadedProblems(grid: ShadedGrid): Problem[] {
  const { width, height, shaded } = grid;
  const n = width * height;
  const problems: Problem[] = [];
  if (n > 0 && ![...Array(n).keys()].some(shaded))
    problems.push({ code: "nothing-shaded", message: "no cell is shaded", cells: [] });
  const open = gridGroups(grid, (i) => !shaded(i));
  return [...problems, ...cellsApart(open, width, "unshaded-divided", "unshaded cells")];
}

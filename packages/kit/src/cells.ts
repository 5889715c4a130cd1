// How every type names a cell in messages (`r3c7`, 1-based, row first, as solvers and puzzle books write
// it), and the row and column of a cell of a grid stored row by row.
import type { Cell, Problem } from "./types.js";

/** `r3c7`: the 1-based name of a cell, as messages name cells. */
export function cellName(cell: Cell): string {
  return `r${cell.row + 1}c${cell.col + 1}`;
}

/** The cell (0-based row and column) at `index` of a grid stored row by row, `width` cells a row. */
export function cellAt(index: number, width: number): Cell {
  return { row: Math.floor(index / width), col: index % width };
}

/** `r3c7` for the cell at `index` of a grid stored row by row, `width` cells a row. */
export function cellNameAt(index: number, width: number): string {
  return cellName(cellAt(index, width));
}

/**
 * The 2x2 blocks of a grid stored row by row, each as its four cell indexes (top-left, top-right, bottom-left,
 * bottom-right): Nurikabe's no-pool rule, Star Battle's stars that must not touch.
 */
export function gridBlocks(p: { width: number; height: number }): number[][] {
  const out: number[][] = [];
  for (let r = 0; r + 1 < p.height; r++)
    for (let c = 0; c + 1 < p.width; c++) {
      const i = r * p.width + c;
      out.push([i, i + 1, i + p.width, i + p.width + 1]);
    }
  return out;
}

/** The cells (0-based row and column) at `indexes` of a grid stored row by row: the places a problem names. */
export function cellsAt(indexes: readonly number[], width: number): Cell[] {
  return indexes.map((i) => cellAt(i, width));
}

/**
 * One `shaded-2x2` problem for each 2x2 block ({@link gridBlocks}) whose four cells are all `shaded`: the
 * no-pool rule of the shading genres (Tapa, Mochikoro, LITS).
 */
export function shadedBlockProblems(
  p: { width: number; height: number },
  shaded: (i: number) => boolean,
): Problem[] {
  return gridBlocks(p)
    .filter((block) => block.every(shaded))
    .map((block) => ({
      code: "shaded-2x2",
      message: `the 2x2 block at ${cellNameAt(block[0]!, p.width)} is all shaded`,
      cells: cellsAt(block, p.width),
    }));
}

/**
 * The cells beside the cell at `index` (up, left, right, down, those inside the grid) of a `width` x `height`
 * grid stored row by row: the neighbours of every rule about cells that touch by a side.
 */
export function gridNeighbours(index: number, width: number, height: number): number[] {
  const r = Math.floor(index / width);
  const c = index % width;
  const out: number[] = [];
  if (r > 0) out.push(index - width);
  if (c > 0) out.push(index - 1);
  if (c < width - 1) out.push(index + 1);
  if (r < height - 1) out.push(index + width);
  return out;
}

/**
 * The name of the cell at `index` of a grid puzzle as a person counts (`r1c1` the top-left cell): any value
 * with a `width`, cells row by row.
 */
export function puzzleCellName(grid: { width: number }, index: number): string {
  return cellNameAt(index, grid.width);
}

/** The cell (0-based row and column) at `index` of a grid puzzle: any value with a `width`, cells row by row. */
export function puzzleCellAt(grid: { width: number }, index: number): Cell {
  return cellAt(index, grid.width);
}

/** The cells beside cell `index` of a grid puzzle (any value with a `width` and `height`): {@link gridNeighbours}. */
export function puzzleNeighbours(grid: { width: number; height: number }, index: number): number[] {
  return gridNeighbours(index, grid.width, grid.height);
}

/**
 * The orthogonally connected groups of the cells of a `width` x `height` grid (row by row) for which `inside`
 * holds, each in the order a flood from its first cell reaches them, groups in the order of their first
 * cells: the "one connected region" rule of shading genres (one group, or none).
 */
export function gridGroups(
  p: { width: number; height: number },
  inside: (index: number) => boolean,
): number[][] {
  const seen = new Uint8Array(p.width * p.height);
  const groups: number[][] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !inside(start)) continue;
    seen[start] = 1;
    const group = [start];
    for (let k = 0; k < group.length; k++)
      for (const j of gridNeighbours(group[k]!, p.width, p.height))
        if (!seen[j] && inside(j)) {
          seen[j] = 1;
          group.push(j);
        }
    groups.push(group);
  }
  return groups;
}

/**
 * A grid as text, a line a row, from one token a cell (row by row): the tokens of a row side by side, or
 * parted by spaces when any token of the grid is longer than one character (a two-digit number, a clue of
 * several). What a shading genre's `solutionToText` writes.
 */
export function gridText(width: number, tokens: readonly string[]): string {
  const gap = tokens.some((t) => t.length > 1) ? " " : "";
  const rows: string[] = [];
  for (let start = 0; start < tokens.length; start += width)
    rows.push(tokens.slice(start, start + width).join(gap));
  return `${rows.join("\n")}\n`;
}

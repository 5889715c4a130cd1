// How every type names a cell in messages (`r3c7`, 1-based, row first, as solvers and puzzle books write
// it), and the row and column of a cell of a grid stored row by row.
import type { Cell } from "./types.js";

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

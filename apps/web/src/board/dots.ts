import type { Pos as LatticePos } from "./geometry.ts";

/** A pointer's place on the board in dot units: dot (r, c) is at x = c, y = r. */
export interface DotPoint {
  x: number;
  y: number;
}

/**
 * Where a pointer is, in dot units, from the grid's box and the size of one dot (the first and last columns
 * are dots, so the pitch is what is left between their centres). Null while the grid has no size (not laid
 * out yet).
 */
export function pointOnGrid(
  grid: DOMRect,
  dotSize: number,
  width: number,
  height: number,
  clientX: number,
  clientY: number,
): DotPoint | null {
  if (grid.width <= dotSize || grid.height <= dotSize) return null;
  return {
    x: (clientX - grid.left - dotSize / 2) / ((grid.width - dotSize) / width),
    y: (clientY - grid.top - dotSize / 2) / ((grid.height - dotSize) / height),
  };
}

/**
 * The edge nearest a point, as a lattice position: the closest side of the cell under it. Any point of the
 * board picks an edge, so a finger need not land on a thin line.
 */
export function nearestEdge(point: DotPoint, width: number, height: number): LatticePos {
  const x = Math.max(0, Math.min(width, point.x));
  const y = Math.max(0, Math.min(height, point.y));
  const col = Math.min(Math.floor(x), width - 1);
  const row = Math.min(Math.floor(y), height - 1);
  const fx = x - col;
  const fy = y - row;
  const sides: [number, LatticePos][] = [
    [fy, { row: 2 * row, col: 2 * col + 1 }],
    [1 - fy, { row: 2 * row + 2, col: 2 * col + 1 }],
    [fx, { row: 2 * row + 1, col: 2 * col }],
    [1 - fx, { row: 2 * row + 1, col: 2 * col + 2 }],
  ];
  return sides.reduce((best, side) => (side[0] < best[0] ? side : best))[1];
}

/**
 * The dot a drag has reached, or null while the pointer is not close to one. Only points near a dot count,
 * so a wobble in the middle of an edge does not flip between its two ends.
 */
export function reachedDot(point: DotPoint, width: number, height: number, radius = 0.3): LatticePos | null {
  const col = Math.round(point.x);
  const row = Math.round(point.y);
  if (row < 0 || col < 0 || row > height || col > width) return null;
  return Math.hypot(point.x - col, point.y - row) <= radius ? { row, col } : null;
}

/**
 * The dots a drag passes from `from` to `to` (both in dot coordinates, `from` left out): straight along a
 * row or column, and for a move that skipped a corner (a quick diagonal), first along the longer side.
 */
export function dotPath(from: LatticePos, to: LatticePos): LatticePos[] {
  const path: LatticePos[] = [];
  let { row, col } = from;
  const rowsFirst = Math.abs(to.row - row) > Math.abs(to.col - col);
  const walkCols = () => {
    while (col !== to.col) path.push({ row, col: (col += Math.sign(to.col - col)) });
  };
  const walkRows = () => {
    while (row !== to.row) path.push({ row: (row += Math.sign(to.row - row)), col });
  };
  if (rowsFirst) {
    walkRows();
    walkCols();
  } else {
    walkCols();
    walkRows();
  }
  return path;
}

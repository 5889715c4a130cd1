// A grid with clues outside it, one place beside each end of every row and column (Skyscrapers' counts,
// Easy as ABC's letters), as puzz.link lists them: above the grid (left to right), below it, left of it (top
// to bottom), right of it. Boards, the text formats and pzprv3 show the clues in a frame one cell wide around
// the grid, so grid cell (r, c) is frame cell (r + 1, c + 1), and a hint can point at a clue.
import type { Cell } from "./types.js";

/** A grid's size in cells. */
export interface GridSides {
  width: number;
  height: number;
}

/**
 * A grid with clues around it: its size, and `clues`, one a place in puzz.link's order (see {@link cluePlace}),
 * each {@link NO_CLUE}, {@link UNKNOWN_CLUE} or the genre's clue (a count, a letter).
 */
export interface FramedClues extends GridSides {
  clues: number[];
}

/** No clue at this place around the grid. */
export const NO_CLUE = -1;
/** A clue whose value is not given (puzz.link's `?`): it asks nothing. */
export const UNKNOWN_CLUE = -2;

/** Which side of the grid a clue stands on, in puzz.link's order of the places around it. */
export type Side = "top" | "bottom" | "left" | "right";

/** A clue's place: its side, and its column (top, bottom) or row (left, right), from 0. */
export interface CluePlace {
  side: Side;
  index: number;
}

/** The place of clue `k` around a grid, in puzz.link's order (2 x (width + height) places). */
export function cluePlace(p: GridSides, k: number): CluePlace {
  const { width: w, height: h } = p;
  if (k < w) return { side: "top", index: k };
  if (k < 2 * w) return { side: "bottom", index: k - w };
  if (k < 2 * w + h) return { side: "left", index: k - 2 * w };
  return { side: "right", index: k - 2 * w - h };
}

/** The cells clue `k` looks along, nearest first, as cell indexes row by row. */
export function sightLine(p: GridSides, k: number): number[] {
  const { width: w, height: h } = p;
  const { side, index } = cluePlace(p, k);
  if (side === "top") return Array.from({ length: h }, (_, r) => r * w + index);
  if (side === "bottom") return Array.from({ length: h }, (_, r) => (h - 1 - r) * w + index);
  if (side === "left") return Array.from({ length: w }, (_, c) => index * w + c);
  return Array.from({ length: w }, (_, c) => index * w + (w - 1 - c));
}

/** Cell `i` of the grid as a cell of the framed board (row and column from 1). */
export function framedCell(p: Pick<GridSides, "width">, i: number): Cell {
  return { row: Math.floor(i / p.width) + 1, col: (i % p.width) + 1 };
}

/** Cell `i` of the grid as an index of the framed board's cells, row by row (width + 2 a row). */
export function framedIndex(p: Pick<GridSides, "width">, i: number): number {
  return (Math.floor(i / p.width) + 1) * (p.width + 2) + (i % p.width) + 1;
}

/**
 * The framed board's cells, row by row, from the grid's: `inner(i)` at grid cell i's place, `frame` on the
 * frame around it (the clues' places and the corners).
 */
export function framedCells(p: GridSides, inner: (i: number) => number, frame: number): number[] {
  const cells = new Array<number>((p.width + 2) * (p.height + 2)).fill(frame);
  for (let i = 0; i < p.width * p.height; i++) cells[framedIndex(p, i)] = inner(i);
  return cells;
}

/** The grid's cells, row by row, read off the framed board's `cells` (0 where one is missing). */
export function innerCells(p: GridSides, cells: readonly number[]): number[] {
  return Array.from({ length: p.width * p.height }, (_, i) => cells[framedIndex(p, i)] ?? 0);
}

/** Clue `k`'s cell on the framed board. */
export function clueCell(p: GridSides, k: number): Cell {
  const { side, index } = cluePlace(p, k);
  if (side === "top") return { row: 0, col: index + 1 };
  if (side === "bottom") return { row: p.height + 1, col: index + 1 };
  if (side === "left") return { row: index + 1, col: 0 };
  return { row: index + 1, col: p.width + 1 };
}

/** Where a clue stands, in words: "above column 2", "right of row 4". */
export function clueWhere(p: GridSides, k: number): string {
  const { side, index } = cluePlace(p, k);
  const where = { top: "above column", bottom: "below column", left: "left of row", right: "right of row" };
  return `${where[side]} ${index + 1}`;
}

/** What the framed board's cell `j` (row by row, width + 2 a row) is: a clue's place, a corner, or a grid cell. */
export function framedPlace(p: GridSides, j: number): "clue" | "corner" | "grid" {
  const row = Math.floor(j / (p.width + 2));
  const col = j % (p.width + 2);
  const edgeRow = row === 0 || row === p.height + 1;
  const edgeCol = col === 0 || col === p.width + 1;
  if (edgeRow && edgeCol) return "corner";
  return edgeRow || edgeCol ? "clue" : "grid";
}

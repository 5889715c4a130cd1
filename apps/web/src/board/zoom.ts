import type { BoardDescription } from "@gridsmith/kit";

/**
 * How big a board's cells are drawn: "fit" (the whole board in the width it has and the window's height,
 * worked out again when either changes) or a cell size in CSS pixels. Absent (null): the board's own size
 * from `board.css`, which follows the width it has between a smallest and a largest cell.
 */
export type Zoom = "fit" | number;

/**
 * The side (rows or columns) from which a board gets the zoom bar. A smaller board fits a phone's width with
 * cells a finger can tap (15 columns in a 390 px window are about 22 px each), so the bar would only crowd it.
 */
export const zoomFromSide = 16;

/** Whether a board of this size gets the zoom bar (and a remembered zoom). */
export function zoomable(board: { rows: number; cols: number }): boolean {
  return Math.max(board.rows, board.cols) >= zoomFromSide;
}

/** The cell sizes − and + step through (CSS pixels), each about a fifth larger than the one before. */
export const zoomSteps = [2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64] as const;
export const smallestCell = zoomSteps[0];
export const largestCell = zoomSteps[zoomSteps.length - 1]!;

/** The next larger step after a cell of `size` px (a measured size within a quarter pixel of a step is that step). */
export function zoomIn(size: number): number {
  return zoomSteps.find((step) => step > size + 0.25) ?? largestCell;
}

/** The next smaller step before a cell of `size` px. */
export function zoomOut(size: number): number {
  return zoomSteps.findLast((step) => step < size - 0.25) ?? smallestCell;
}

/**
 * What a zoomed board's width and height are made of, as `board.css` lays it out: a grid of cells with 1 px
 * lines between them in a 3 px frame, or a lattice of dots (`max(4px, 0.16 × cell)` each) between cells; and
 * around it the padding of the view it scrolls in (0.3 × cell a side, room for clues drawn across the
 * border, Creek's). Outside clues (a nonogram's) take room whose size depends on their text: each clue is
 * counted as a cell, an estimate that errs on the large side.
 */
export interface BoardLayout {
  lattice: boolean;
  rows: number;
  cols: number;
  /** Cells' worth of room taken by outside clues left of the rows and above the columns. */
  clueCols: number;
  clueRows: number;
}

/** The layout of a board description. */
export function layoutOf(board: BoardDescription): BoardLayout {
  const most = (lines: readonly (readonly unknown[])[] | undefined) =>
    Math.max(0, ...(lines ?? []).map((l) => l.length));
  return {
    lattice: board.input.edges === "border",
    rows: board.rows,
    cols: board.cols,
    clueCols: board.outside ? Math.max(1, most(board.outside.rows)) : 0,
    clueRows: board.outside ? Math.max(1, most(board.outside.cols)) : 0,
  };
}

const frame = 3;
const line = 1;
const smallestDot = 4;
const dotPerCell = 0.16;
/** The view's padding on both sides together, in cells (board.css: `.gb.zoomed .gb-view`). */
const padding = 0.6;

/** The length in px of `n` cells drawn `cell` px wide, with `clues` cells' worth of outside clues. */
function length(layout: BoardLayout, n: number, clues: number, cell: number): number {
  const pad = padding * cell;
  if (layout.lattice) return pad + n * cell + (n + 1) * Math.max(smallestDot, dotPerCell * cell);
  // With outside clues the grid has no frame, and a line after the clues too.
  if (clues > 0) return pad + (n + clues) * cell + n * line;
  return pad + n * cell + (n - 1) * line + 2 * frame;
}

/** The zoomed board's width and height in px (its view's, padding included) when its cells are `cell` px. */
export function boardSize(layout: BoardLayout, cell: number): { width: number; height: number } {
  return {
    width: length(layout, layout.cols, layout.clueCols, cell),
    height: length(layout, layout.rows, layout.clueRows, cell),
  };
}

/** The largest cell (px) that fits `n` cells and their clues in `room` px. */
function largestFitting(layout: BoardLayout, n: number, clues: number, room: number): number {
  if (layout.lattice)
    // Both parts of the dot's max must fit: its smallest size, and its share of the cell.
    return Math.min(
      (room - (n + 1) * smallestDot) / (n + padding),
      room / (n + (n + 1) * dotPerCell + padding),
    );
  if (clues > 0) return (room - n * line) / (n + clues + padding);
  return (room - (n - 1) * line - 2 * frame) / (n + padding);
}

/**
 * The cell size (px, a multiple of a quarter pixel, between the smallest and largest step) at which the whole
 * board fits `width` x `height` px. A board too big for even the smallest cell gets the smallest (and
 * scrolls).
 */
export function fitCellSize(layout: BoardLayout, width: number, height: number): number {
  const cell = Math.min(
    largestFitting(layout, layout.cols, layout.clueCols, width),
    largestFitting(layout, layout.rows, layout.clueRows, height),
  );
  const quarter = Math.floor(cell * 4) / 4;
  return Math.max(smallestCell, Math.min(largestCell, Number.isFinite(quarter) ? quarter : smallestCell));
}

// Beside the play aids' key (`state/aids.ts`), outside the `gridsmith:v1:` progress keys, so removing all
// progress keeps the person's zoom.
const key = "gridsmith:zoom";

const isZoom = (value: unknown): value is Zoom =>
  value === "fit" ||
  (typeof value === "number" && Number.isFinite(value) && value >= smallestCell && value <= largestCell);

function readAll(storage: Storage | null): Record<string, Zoom> {
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? "null") as unknown;
    if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return {};
    return Object.fromEntries(Object.entries(saved).filter(([, z]) => isZoom(z))) as Record<string, Zoom>;
  } catch {
    return {};
  }
}

/** The zoom remembered for a type's boards, or null (the board's own size). */
export function readZoom(storage: Storage | null, typeId: string): Zoom | null {
  const all = readAll(storage);
  return Object.hasOwn(all, typeId) ? all[typeId]! : null;
}

/** Remembers a type's zoom (null forgets it); a storage that is missing or full keeps it for this visit only. */
export function saveZoom(storage: Storage | null, typeId: string, zoom: Zoom | null): void {
  const all = readAll(storage);
  if (zoom === null) delete all[typeId];
  else all[typeId] = zoom;
  try {
    storage?.setItem(key, JSON.stringify(all));
  } catch {
    // Not remembered (private window, full storage); the board keeps the zoom while it is open.
  }
}

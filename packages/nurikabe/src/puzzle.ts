import { type Cell, type GridSize, gridBlocks, gridLimits, type Limits } from "@gridsmith/kit";

/**
 * A Nurikabe puzzle: a grid of `width` x `height` cells, `clues` row by row. A clue is the size of the island
 * that holds its cell (1 or more), 0 for a "?" clue (an island with exactly one number, of any size), or -1
 * for a cell without a number.
 */
export interface Puzzle extends GridSize {
  clues: number[];
}

/**
 * The shading, one entry per cell row by row: 1 a wall (shaded) cell, 0 an island (unshaded) cell. A player's
 * attempt uses the same numbering, with 1 a wall, -1 a cell marked as island (a dot), and 0 (or a missing
 * entry) a cell not decided yet.
 */
export type Solution = number[];

/** Generator parameters: the grid's size in cells, and how hard (see `generate`). */
export interface Params {
  width: number;
  height: number;
  /** The level `grade` gives the puzzle (see {@link DIFFICULTIES}). Default: any. */
  difficulty?: Difficulty;
}

/**
 * The difficulties the generator aims at: the levels of `grade`'s ladder its drafts reach. Easy (no pool or
 * escape reasoning at all) and hard (an island's shape) came in none of 45 drafts of 5x5 to 10x10, so they
 * are not offered.
 */
export const DIFFICULTIES = ["medium", "expert"] as const;

/** One of {@link DIFFICULTIES}. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The largest side, in cells, that the formats take. */
export const MAX_SIDE = 60;

/** The largest side the generator makes (uniqueness gets slow to prove beyond). */
export const MAX_GENERATED_SIDE = 15;

/** The largest clue the formats take: pzprjs's number16 encoding stops at 4095. */
export const MAX_CLUE = 4095;

/**
 * The sizes nurikabe accepts, on every way in (each format's `parse`, `fromJson`, `validate`, `generate`):
 * grids up to {@link MAX_SIDE} x {@link MAX_SIDE}, texts up to 64 KiB (the largest grid written as words of
 * 4 digits is about 18,000 characters in any format, a third of it).
 */
export const limits: Limits = gridLimits(MAX_SIDE, {
  notes: `clues from 1 to ${MAX_CLUE} (or "?"); the generator makes 2x2 to ${MAX_GENERATED_SIDE}x${MAX_GENERATED_SIDE}`,
});

/** The cell at index `i` of a puzzle's row-by-row numbering. */
export const cellAt = (p: Pick<Puzzle, "width">, i: number): Cell => ({
  row: Math.floor(i / p.width),
  col: i % p.width,
});

// Cells are named as every type names them (`r2c3`); the name is the kit's.
export { cellName } from "@gridsmith/kit";

/** The orthogonal neighbours of cell `i` inside the grid. */
export function neighbours(p: Pick<Puzzle, "width" | "height">, i: number): number[] {
  const r = Math.floor(i / p.width);
  const c = i % p.width;
  const out: number[] = [];
  if (r > 0) out.push(i - p.width);
  if (r + 1 < p.height) out.push(i + p.width);
  if (c > 0) out.push(i - 1);
  if (c + 1 < p.width) out.push(i + 1);
  return out;
}

/** The top-left cells of every 2x2 block, and each block's four cells (the kit's `gridBlocks`). */
export const blocks = (p: Pick<Puzzle, "width" | "height">): number[][] => gridBlocks(p);

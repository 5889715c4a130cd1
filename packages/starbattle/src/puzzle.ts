import { cellNameAt, type GridSize, gridBlocks, gridLimits, type Limits } from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";

/**
 * A Star Battle puzzle: a `width` x `height` grid cut into regions (`regions`, a region id per cell, row by
 * row); place `stars` stars in every row, every column and every region, no two touching, not even at a
 * corner.
 */
export interface Puzzle extends GridSize {
  stars: number;
  regions: number[];
}

// An answer and the generator's parameters: kit's shading (1 where a star stands, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`, one star a row, column and region).
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** Region ids are 0 to this (the text format's letters and digits). */
export const MAX_REGION = 61;
/** The most stars a row, column and region. */
export const MAX_STARS = 15;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(30, {
  // A pzprv3 file of the largest grid: two sections of 30 lines of 30 tokens of up to 3 characters.
  maxTextLength: 16 * 1024,
  notes: `regions 0 to ${MAX_REGION}; 1 to 15 stars; the generator makes one-star puzzles 5x5 to 8x8`,
});

/** The rows, then the columns, then the regions, as lists of cells, each with its name ("row 2"). */
export function units(p: Puzzle): { name: string; cells: number[] }[] {
  const { width: w, height: h } = p;
  const out: { name: string; cells: number[] }[] = [];
  for (let r = 0; r < h; r++)
    out.push({ name: `row ${r + 1}`, cells: Array.from({ length: w }, (_, c) => r * w + c) });
  for (let c = 0; c < w; c++)
    out.push({ name: `column ${c + 1}`, cells: Array.from({ length: h }, (_, r) => r * w + c) });
  const regions = new Map<number, number[]>();
  p.regions.forEach((id, i) => {
    const cells = regions.get(id);
    if (cells) cells.push(i);
    else regions.set(id, [i]);
  });
  for (const cells of regions.values())
    out.push({ name: `the region of ${cellNameAt(cells[0]!, w)}`, cells });
  return out;
}

/** Each 2x2 block of cells (top-left, top-right, bottom-left, bottom-right): at most one star each (the kit's `gridBlocks`). */
export const blocks = (p: Pick<Puzzle, "width" | "height">): number[][] => gridBlocks(p);

/**
 * The regions as puzz.link numbers them: each connected part of cells with one id is a region, numbered from
 * 0 in the order of their first cells, row by row (the kit's `canonicalRooms`).
 */
export const canonicalRegions = (p: Pick<Puzzle, "width" | "regions">): number[] =>
  canonicalRooms(p.width, p.regions.length / p.width, p.regions);

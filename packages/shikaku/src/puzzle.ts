import { borderEdges, gridLimits, type Limits } from "@gridsmith/kit";

/** A cell without a number. */
export const EMPTY = -1;
/** A cell with a number whose value is not given (puzz.link's `?`): its rectangle may have any size. */
export const UNKNOWN = -2;

/** A Shikaku puzzle: `width` x `height` cells, row by row, each {@link EMPTY}, {@link UNKNOWN} or a number. */
export interface Puzzle {
  width: number;
  height: number;
  clues: number[];
}

/**
 * An answer: per edge of the grid (kit's `borderEdges` numbering), 1 where a border between two rectangles
 * runs, 0 elsewhere. The grid's outline is not drawn (its edges are 0), as on puzz.link.
 */
export type Solution = number[];

/** Generator parameters: the grid is `size` x `size`. */
export interface Params {
  size: number;
}

/** The largest side, in cells. */
export const MAX_SIDE = 40;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits({
  maxSide: MAX_SIDE,
  // A pzprv3 file with its border sections on the largest grid is about 3 x 40 x 40 x 3 characters.
  maxTextLength: 64 * 1024,
  notes: "numbers from 1 to 1600, or ? (any size); the generator makes 5x5 to 12x12",
});

/** The number of edges of the puzzle's grid. */
export const edgeCount = (p: Pick<Puzzle, "width" | "height">) => borderEdges.count(p.height, p.width);

/** The edge between cell `a` and the cell `b` to its right or below it (below when the grid is one wide). */
export function edgeBetween(p: Pick<Puzzle, "width" | "height">, a: number, b: number): number {
  const row = Math.floor(a / p.width);
  const col = a % p.width;
  return b !== a + p.width
    ? borderEdges.vertical(p.height, p.width, row, col + 1)
    : borderEdges.horizontal(p.width, row + 1, col);
}

/** The pairs of neighbouring cells, each with the edge between them: the edges a border may take. */
export function innerEdges(p: Pick<Puzzle, "width" | "height">): { edge: number; cells: [number, number] }[] {
  const out: { edge: number; cells: [number, number] }[] = [];
  for (let i = 0; i < p.width * p.height; i++) {
    if (i % p.width < p.width - 1) out.push({ edge: edgeBetween(p, i, i + 1), cells: [i, i + 1] });
    if (i + p.width < p.width * p.height)
      out.push({ edge: edgeBetween(p, i, i + p.width), cells: [i, i + p.width] });
  }
  return out;
}

/** The cells on either side of an inner edge, or null for an edge of the grid's outline. */
export function edgeSides(p: Pick<Puzzle, "width" | "height">, edge: number): [number, number] | null {
  const [[r1, c1], [r2]] = borderEdges.ends(p.height, p.width, edge);
  if (r1 === r2) {
    // A horizontal segment above row r1: the cells above and below it.
    return r1 === 0 || r1 === p.height ? null : [(r1 - 1) * p.width + c1, r1 * p.width + c1];
  }
  return c1 === 0 || c1 === p.width ? null : [r1 * p.width + c1 - 1, r1 * p.width + c1];
}

/** A person's name for an edge: the two cells it lies between. */
export function edgeName(p: Pick<Puzzle, "width" | "height">, edge: number): string {
  const sides = edgeSides(p, edge);
  if (sides === null) return `edge ${edge} (the outline)`;
  const name = (i: number) => `r${Math.floor(i / p.width) + 1}c${(i % p.width) + 1}`;
  return `the edge between ${name(sides[0])} and ${name(sides[1])}`;
}

/**
 * The regions the drawn borders (`border(edge)` true) cut the grid into: a region id per cell, numbered in
 * the order their first cells come, and the cells of each.
 */
export function regionsOf(
  p: Pick<Puzzle, "width" | "height">,
  border: (edge: number) => boolean,
): { regionOf: number[]; regions: number[][] } {
  const n = p.width * p.height;
  const regionOf = new Array<number>(n).fill(-1);
  const regions: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (regionOf[s] !== -1) continue;
    const cells = [s];
    regionOf[s] = regions.length;
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k]!;
      const row = Math.floor(i / p.width);
      const col = i % p.width;
      const next: number[] = [];
      if (col > 0) next.push(i - 1);
      if (col < p.width - 1) next.push(i + 1);
      if (row > 0) next.push(i - p.width);
      if (row < p.height - 1) next.push(i + p.width);
      for (const j of next) {
        if (regionOf[j] !== -1 || border(edgeBetween(p, Math.min(i, j), Math.max(i, j)))) continue;
        regionOf[j] = regions.length;
        cells.push(j);
      }
    }
    regions.push(cells);
  }
  return { regionOf, regions };
}

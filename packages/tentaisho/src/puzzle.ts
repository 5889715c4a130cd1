import { cellNameAt, type GridSize, gridLimits, type Limits } from "@gridsmith/kit";

/**
 * A Tentaisho (Spiral Galaxies) puzzle: a `width` x `height` grid to divide along the grid lines into
 * galaxies, each holding exactly one dot and symmetric about it by a half turn. Dots sit on cell centres,
 * the middles of edges and grid points: `stars` holds one entry per place of the half-cell lattice inside the
 * grid's outline, (2 x width - 1) a row, (2 x height - 1) rows, row by row, as pzprjs numbers them (place k is
 * at half-cell column k % (2w - 1) + 1 and row floor(k / (2w - 1)) + 1 from the top-left corner; a cell
 * (r, c) is at 2c + 1, 2r + 1): {@link NO_STAR}, {@link WHITE_STAR} or {@link BLACK_STAR} (the colour is
 * drawn, and asks nothing more).
 */
export interface Puzzle extends GridSize {
  stars: number[];
}

/** No dot at this place. */
export const NO_STAR = 0;
/** A white dot. */
export const WHITE_STAR = 1;
/** A black dot (drawn black; the rules are a white one's). */
export const BLACK_STAR = 2;

// An answer and the generator's parameters: kit's region borders (per edge, 1 a border between galaxies, 0
// none; the outline's edges are 0) and side params (the grid is `size` x `size`).
export type { RegionBorders as Solution, SideParams as Params } from "@gridsmith/kit";

/** The longest side a grid may have. */
export const MAX_SIDE = 36;

/** Every way in (formats, JSON, generate) checks these before it sizes anything by what the input says. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // 36 holds Janko's largest Galaxien (20x36) and no more: the model grows faster than the cells (dots times
  // cells; a 36x36 grid of dense dots takes seconds to build). A pzprv3 file with an answer of the largest grid
  // (71 lines of dots, 71 of borders, 36 of cells) fits kit's default text bound (64 KiB).
  notes: "dots on cell centres, edges and grid points; the generator makes 5x5 to 8x8",
});

/** How many places of the half-cell lattice a dot may take: the length of {@link Puzzle.stars}. */
export const starCount = (p: Pick<Puzzle, "width" | "height">) => (2 * p.width - 1) * (2 * p.height - 1);

/** Place `k`'s half-cell column `x` and row `y` from the top-left corner (1 to 2 x side - 1). */
export function starPlace(p: Pick<Puzzle, "width">, k: number): { x: number; y: number } {
  return { x: (k % (2 * p.width - 1)) + 1, y: Math.floor(k / (2 * p.width - 1)) + 1 };
}

/** The cells a dot at place `k` touches (1, 2 or 4): its galaxy holds them all. */
export function starCells(p: Pick<Puzzle, "width" | "height">, k: number): number[] {
  const { x, y } = starPlace(p, k);
  const cols = x % 2 === 1 ? [(x - 1) / 2] : [x / 2 - 1, x / 2];
  const rows = y % 2 === 1 ? [(y - 1) / 2] : [y / 2 - 1, y / 2];
  return rows.flatMap((r) => cols.map((c) => r * p.width + c));
}

/** The cell a half turn about place `k` takes `cell` to, or -1 off the grid. */
export function mirrorCell(p: Pick<Puzzle, "width" | "height">, k: number, cell: number): number {
  const { x, y } = starPlace(p, k);
  const c = x - (cell % p.width) - 1;
  const r = y - Math.floor(cell / p.width) - 1;
  return c < 0 || r < 0 || c >= p.width || r >= p.height ? -1 : r * p.width + c;
}

/** The places that hold a dot, in order: galaxy g is the galaxy of the g-th dot. */
export const starsOf = (p: Puzzle) => p.stars.flatMap((s, k) => (s === NO_STAR ? [] : [k]));

/** A dot's name: "the dot at r2c3" (a centre), "the dot between r1c1 and r1c2", "the dot at the corner of …". */
export function starLabel(p: Pick<Puzzle, "width" | "height">, k: number): string {
  const cells = starCells(p, k).map((i) => cellNameAt(i, p.width));
  if (cells.length === 1) return `the dot in ${cells[0]}`;
  if (cells.length === 2) return `the dot between ${cells[0]} and ${cells[1]}`;
  return `the dot where ${cells[0]} and ${cells[3]} meet`;
}

// The number of edges of the puzzle's grid: kit's, as Shikaku, Sashigane and Tatamibari take it.
export { edgeCount } from "@gridsmith/kit";

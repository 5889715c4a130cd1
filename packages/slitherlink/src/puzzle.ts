import { borderEdges, type Cell, cellName, type GridSize } from "@gridsmith/kit";

/**
 * A Slitherlink puzzle: a grid of `width` x `height` cells, `clues` row by row, each 0-4 (how many of the
 * cell's four edges the loop uses) or -1 for no clue.
 */
export interface Puzzle extends GridSize {
  clues: number[];
}

/**
 * The loop, one 0/1 per edge of the grid's lines (1: the loop runs along it). Edges are numbered as
 * {@link edgeCount} describes: first the horizontal edges, `height + 1` rows of `width` from the top left,
 * then the vertical ones, `height` rows of `width + 1`. A player's attempt uses the same numbering, with 1 a
 * line, -1 an edge marked as not a line, and 0 (or a missing entry) an edge not decided yet.
 */
export type Solution = number[];

/**
 * The level `grade` gives a generated puzzle: `easy` to `hard` are made by taking clues away while the engine's
 * propagation alone still finds the loop (and giving some back when that ends harder than asked); `expert`
 * goes on while the learning search still proves the loop unique, so it needs trial.
 */
export type Difficulty = "easy" | "medium" | "hard" | "expert";

/** The generator's difficulties, easiest first: the levels of `grade`'s ladder. */
export const DIFFICULTIES: readonly Difficulty[] = ["easy", "medium", "hard", "expert"];

/** Generator parameters: the grid's size in cells, and the difficulty (default `easy`). */
export interface Params {
  width: number;
  height: number;
  difficulty?: Difficulty;
}

/** The largest side, in cells, that the formats take (the generator: {@link GENERATE_MAX_SIDE}). */
export const MAX_SIDE = 60;

/**
 * The largest side `generate` makes: a 40x40 takes up to about 3 CPU-s (seeds 1-10), a 50x50 up to 7 and a
 * 60x60 ({@link MAX_SIDE}, the largest a puzzle read may have) up to 13, past what a request may take.
 */
export const GENERATE_MAX_SIDE = 40;

// The numbering is kit's `borderEdges` (the board's edges), with the grid's width and height.

/** How many horizontal edges come first in the numbering: `(height + 1) * width`. */
export const horizontalCount = (p: Pick<Puzzle, "width" | "height">): number => (p.height + 1) * p.width;

/** Edges of the grid: `(height + 1) * width` horizontal then `height * (width + 1)` vertical. */
export const edgeCount = (p: Pick<Puzzle, "width" | "height">): number =>
  borderEdges.count(p.height, p.width);

/** The horizontal edge above cell (r, c); r = height is the bottom line. */
export const hEdge = (p: Pick<Puzzle, "width">, r: number, c: number): number =>
  borderEdges.horizontal(p.width, r, c);

/** The vertical edge left of cell (r, c); c = width is the right line. */
export const vEdge = (p: Pick<Puzzle, "width" | "height">, r: number, c: number): number =>
  borderEdges.vertical(p.height, p.width, r, c);

/** The four edges of cell i: top, bottom, left, right. */
export function cellEdges(p: Pick<Puzzle, "width" | "height">, i: number): [number, number, number, number] {
  return borderEdges.around(p.height, p.width, Math.floor(i / p.width), i % p.width);
}

/** The cells on either side of an edge that lie inside the grid. */
export function edgeCells(p: Pick<Puzzle, "width" | "height">, e: number): Cell[] {
  const h = horizontalCount(p);
  const out: Cell[] = [];
  if (e < h) {
    const r = Math.floor(e / p.width);
    const col = e % p.width;
    if (r > 0) out.push({ row: r - 1, col });
    if (r < p.height) out.push({ row: r, col });
  } else {
    const row = Math.floor((e - h) / (p.width + 1));
    const c = (e - h) % (p.width + 1);
    if (c > 0) out.push({ row, col: c - 1 });
    if (c < p.width) out.push({ row, col: c });
  }
  return out;
}

// Cells are named as every type names them (`r2c3`); the name is the kit's.
export { cellName } from "@gridsmith/kit";

/** A person's name for an edge: "the top of r1c2", "the right of r3c5". */
export function edgeName(p: Pick<Puzzle, "width" | "height">, e: number): string {
  const h = horizontalCount(p);
  if (e < h) {
    const r = Math.floor(e / p.width);
    const col = e % p.width;
    return r < p.height
      ? `the top of ${cellName({ row: r, col })}`
      : `the bottom of ${cellName({ row: r - 1, col })}`;
  }
  const row = Math.floor((e - h) / (p.width + 1));
  const c = (e - h) % (p.width + 1);
  return c < p.width
    ? `the left of ${cellName({ row, col: c })}`
    : `the right of ${cellName({ row, col: c - 1 })}`;
}

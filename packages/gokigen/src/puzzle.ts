import { cellNameAt, gridLimits, type Limits, type PointClueGrid } from "@gridsmith/kit";

// A grid point without a clue, and one whose clue is hidden (puzz.link's "?"): the kit's point-clue codes.
export { HIDDEN_POINT_CLUE as UNKNOWN, NO_POINT_CLUE as NONE } from "@gridsmith/kit";

/**
 * A Slant (puzz.link's `gokigen`) puzzle: `width` x `height` cells, each to hold a diagonal, and a clue on each
 * of the (width + 1) x (height + 1) grid points (the cells' corners), row by row from the top-left corner: 0 to
 * 4 the number of diagonals that end at that point, {@link NONE} or {@link UNKNOWN}. The diagonals form no loop.
 */
export type Puzzle = PointClueGrid;

/** An answer: each cell's diagonal, row by row: {@link SLASH} (`/`) or {@link BACKSLASH} (`\`). */
export type Solution = number[];

/** The diagonal `/`, from the cell's bottom-left corner to its top-right one. */
export const SLASH = 1;
/** The diagonal `\`, from the cell's top-left corner to its bottom-right one. */
export const BACKSLASH = 0;

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells. */
export const MAX_SIDE = 40;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // A pzprv3 file of the largest grid: a section of 41 x 41 clues and one of 40 x 40 cells, 2 characters each.
  maxTextLength: 16 * 1024,
  notes: "grid points hold a clue 0 to 4, none, or a hidden one; the generator makes 4x4 to 8x8",
});

/** Grid point `r`, `c` (from 0, the top-left corner) as an index. */
export const pointAt = (puzzle: Pick<Puzzle, "width">, r: number, c: number) => r * (puzzle.width + 1) + c;

/** The two grid points cell `i`'s diagonal `diagonal` joins. */
export function ends(puzzle: Pick<Puzzle, "width">, i: number, diagonal: number): [number, number] {
  const r = Math.floor(i / puzzle.width);
  const c = i % puzzle.width;
  return diagonal === SLASH
    ? [pointAt(puzzle, r, c + 1), pointAt(puzzle, r + 1, c)]
    : [pointAt(puzzle, r, c), pointAt(puzzle, r + 1, c + 1)];
}

/**
 * The cells around grid point `p`, those inside the grid, each with the diagonal that ends at `p`: `\` in
 * the cells up-left and down-right of it, `/` in those up-right and down-left.
 */
export function cellsAround(puzzle: Pick<Puzzle, "width" | "height">, p: number): [number, number][] {
  const { width, height } = puzzle;
  const r = Math.floor(p / (width + 1));
  const c = p % (width + 1);
  const out: [number, number][] = [];
  for (const [rr, cc, d] of [
    [r - 1, c - 1, BACKSLASH],
    [r - 1, c, SLASH],
    [r, c - 1, SLASH],
    [r, c, BACKSLASH],
  ] as const)
    if (rr >= 0 && rr < height && cc >= 0 && cc < width) out.push([rr * width + cc, d]);
  return out;
}

/** The name of grid point `p`, as the cell it is the top-left corner of would be named (`r1c1` top-left). */
export const pointName = (puzzle: Pick<Puzzle, "width">, p: number) =>
  `the corner ${cellNameAt(p, puzzle.width + 1)}`;

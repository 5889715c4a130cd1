import { cellNameAt, gridLimits, type Limits, type PointClueGrid } from "@gridsmith/kit";

// A grid point without a clue, and one whose clue is hidden (puzz.link's "?"): the kit's point-clue codes.
export { HIDDEN_POINT_CLUE as UNKNOWN, NO_POINT_CLUE as NONE } from "@gridsmith/kit";

/**
 * A Creek puzzle: `width` x `height` cells, and a clue on each of the (width + 1) x (height + 1) grid points
 * (the cells' corners), row by row from the top-left corner: 0 to 4 the number of shaded cells among the up
 * to four cells around it, {@link NONE} or {@link UNKNOWN}.
 */
export type Puzzle = PointClueGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(50, {
  // A pzprv3 file of the largest grid: a section of 51 x 51 clues and one of 50 x 50 cells, 2 characters each.
  maxTextLength: 16 * 1024,
  notes: "grid points hold a clue 0 to 4, none, or a hidden one; the generator makes 4x4 to 10x10",
});

/** The cells around grid point `p` (its row and column among the points), those inside the grid. */
export function cellsAround(puzzle: Pick<Puzzle, "width" | "height">, p: number): number[] {
  const { width, height } = puzzle;
  const r = Math.floor(p / (width + 1));
  const c = p % (width + 1);
  const out: number[] = [];
  for (const [rr, cc] of [
    [r - 1, c - 1],
    [r - 1, c],
    [r, c - 1],
    [r, c],
  ] as const)
    if (rr >= 0 && rr < height && cc >= 0 && cc < width) out.push(rr * width + cc);
  return out;
}

/** The name of grid point `p`, as the cell it is the top-left corner of would be named (`r1c1` top-left). */
export const pointName = (puzzle: Pick<Puzzle, "width">, p: number) =>
  `the corner ${cellNameAt(p, puzzle.width + 1)}`;

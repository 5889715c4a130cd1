import { gridLimits, type Limits } from "@gridsmith/kit";
import type { NumberGrid } from "@gridsmith/kit/puzzlink";

// A cell without a number (it may be shaded or not), and one whose number is hidden (puzz.link's "?":
// unshaded, counting nothing): the kit's number codes.
export { HIDDEN_NUMBER as UNKNOWN, NO_NUMBER as EMPTY } from "@gridsmith/kit/puzzlink";

/**
 * A Kurodoko puzzle: `width` x `height` cells, row by row, each a number (the unshaded cells it sees in the
 * four directions, itself included), {@link EMPTY} or {@link UNKNOWN}.
 */
export type Puzzle = NumberGrid;

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells. */
export const MAX_SIDE = 48;

/** The largest number: a cell sees at most its row and column, 95 cells on the largest grid. */
export const MAX_NUMBER = 2 * MAX_SIDE - 1;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // 48 holds Janko's largest Kuromasu (31x45); the model grows with cells times sight lines (the side cubed).
  // A pzprv3 file of the largest grid: two sections of 48 x 48 tokens of up to 3 characters:
  // kit's default text bound (64 KiB) holds it.
  notes: `cells hold a number 1 to ${MAX_NUMBER}, none, or a hidden one`,
});

/** The four lines a cell sees along, nearest cell first: up, left, right, down (empty at an edge). */
export function sightLines(puzzle: Pick<Puzzle, "width" | "height">, i: number): number[][] {
  const { width, height } = puzzle;
  const r = Math.floor(i / width);
  const c = i % width;
  const line = (dr: number, dc: number) => {
    const out: number[] = [];
    for (let y = r + dr, x = c + dc; y >= 0 && y < height && x >= 0 && x < width; y += dr, x += dc)
      out.push(y * width + x);
    return out;
  };
  return [line(-1, 0), line(0, -1), line(0, 1), line(1, 0)];
}

// The row and column of cell `i`, and the cells beside it (up, left, right, down).
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours } from "@gridsmith/kit";

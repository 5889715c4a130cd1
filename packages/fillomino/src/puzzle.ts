import { edgeCount, type GridSize, gridLimits, innerEdges, type Limits } from "@gridsmith/kit";

// No given, a given whose number is not shown (`?`), and the largest given every format writes (`Z` in the
// text format; givens are 1 to it): kit's codes.
export { MAX_GIVEN, NO_GIVEN, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";

/**
 * A Fillomino (puzz.link's `fillomino`) puzzle: a `width` x `height` grid with some numbers given. The grid is
 * divided into regions (polyominoes): a number is the size of its region, every cell holds its region's
 * size, and two regions of one size never share an edge.
 *
 * `givens` is each cell's given number, row by row: {@link NO_GIVEN} for none or {@link UNKNOWN_GIVEN} for a
 * `?` (a cell whose number is not shown, as puzz.link can write; it is solved like an empty cell).
 */
export interface Puzzle extends GridSize {
  givens: number[];
}

// An answer and the generator's parameters: kit's cell numbers (each cell's number, the size of its region,
// row by row) and side params (the grid is `size` x `size`).
export type { CellNumbers as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Fillomino (50x64).
  notes: "givens 1 to 35; answers up to the grid's cells; the generator makes 4x4 to 7x7",
});

/**
 * The borders of `solution` (each cell's number), per edge of the kit's `borderEdges` numbering: 1 between
 * cells side by side with different numbers, 0 elsewhere (the outline too).
 */
export function answerBorders(
  puzzle: Pick<Puzzle, "width" | "height">,
  solution: readonly number[],
): number[] {
  const borders = new Array<number>(edgeCount(puzzle)).fill(0);
  for (const { edge, cells } of innerEdges(puzzle))
    if (solution[cells[0]] !== solution[cells[1]]) borders[edge] = 1;
  return borders;
}

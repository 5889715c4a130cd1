import { edgeCount, type GridSize, gridLimits, innerEdges, type Limits } from "@gridsmith/kit";

// No given and a given whose number is not shown (`?`): kit's codes.
export { NO_GIVEN, UNKNOWN_GIVEN } from "@gridsmith/kit/puzzlink";

/**
 * The largest given any format reads: the most cells a grid has (a given past its grid's cells cannot stand,
 * and `validate` says so). puzz.link writes big ones: a public 10x10 gives a region of 66.
 */
export const MAX_GIVEN = 4096;

/** The largest given the text format writes as one character (`Z`); a bigger one is written out as a number. */
export const MAX_CHAR_GIVEN = 35;

/**
 * A Fillomino (puzz.link's `fillomino`) puzzle: a `width` x `height` grid with some numbers given. The grid is
 * divided into regions (polyominoes): a number is the size of its region, every cell holds its region's
 * size, and two regions of one size never share an edge.
 *
 * `givens` is each cell's given number, row by row: {@link NO_GIVEN} for none or {@link UNKNOWN_GIVEN} for a
 * `?` (a cell whose number is not shown, as puzz.link can write; it is solved like an empty cell).
 *
 * `walls` are the given walls (puzz.link's given borders), when there are any: each an edge between two
 * cells side by side, in the kit's `borderEdges` numbering (horizontal segments first, `height + 1` lines of
 * `width`, then vertical ones, `height` lines of `width + 1`), ascending, each once. The two cells of a wall
 * lie in different regions, so they hold different numbers. Left out when there is none.
 */
export interface Puzzle extends GridSize {
  givens: number[];
  walls?: number[];
}

// An answer and the generator's parameters: kit's cell numbers (each cell's number, the size of its region,
// row by row) and side params (the grid is `size` x `size`).
export type { CellNumbers as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Fillomino (50x64).
  notes: "givens 1 to the grid's cells; answers too; the generator makes 4x4 to 7x7",
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

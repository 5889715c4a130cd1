import { type GridSize, gridLimits, type Limits } from "@gridsmith/kit";
import { HIDDEN_NUMBER as HIDDEN, MAX_NUMBER16 as MAX_NUMBER, NO_NUMBER } from "@gridsmith/kit/puzzlink";

// No number in a cell, a number not given (puzz.link's `?`: it matches any number), and the largest number a
// puzz.link link can write in a cell: the kit's number codes.
export { HIDDEN, MAX_NUMBER, NO_NUMBER };

/**
 * A Numberlink puzzle: `width` x `height` cells, row by row, each cell's number: {@link NO_NUMBER}, {@link HIDDEN}
 * or 0 up. Lines through the centres of cells join each number to the other cell of its number.
 */
export interface Puzzle extends GridSize {
  numbers: number[];
}

// An answer and the generator's parameters: kit's centre lines (per line between the centres of
// neighbouring cells, 1 where a line runs, 0 elsewhere) and side params (the grid is `size` x `size`).
export type { CentreLines as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(48, {
  // 48 holds Janko's largest Number Link (35x48); the model grows faster than the cells with many numbers.
  // A pzprv3 file of the largest grid: numbers and two line sections, 48 x 48 tokens each:
  // kit's default text bound (64 KiB) holds it.
  notes: `numbers -1 (none), -2 (a number not given, puzz.link's ?) or 0 to ${MAX_NUMBER}`,
});

// The lines between the centres of neighbouring cells: kit's, in its `centreEdges` numbering.
export { cellLines, lineCount, lineEnds, lineName } from "@gridsmith/kit";

/**
 * The puzzle's pairs: for each number given (smallest first), the cells that hold it, in reading order.
 * A solvable puzzle this solver reads has exactly two cells of each number and no hidden number.
 */
export function numberCells(p: Pick<Puzzle, "numbers">): Map<number, number[]> {
  const out = new Map<number, number[]>();
  p.numbers.forEach((n, i) => {
    if (n >= 0) out.set(n, [...(out.get(n) ?? []), i]);
  });
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

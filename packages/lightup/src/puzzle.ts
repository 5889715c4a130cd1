import { gridLimits, type Limits } from "@gridsmith/kit";
import type { NumberGrid } from "@gridsmith/kit/puzzlink";

/** A cell of the puzzle: {@link WHITE}, {@link BLACK} (no number), or a black cell's number 0 to 4. */
export type Cell = number;

/** A white cell: where lights go. */
export const WHITE = -1;
/** A black cell without a number. */
export const BLACK = -2;

/** A Light Up (Akari) puzzle: `width` x `height` cells, row by row. */
export type Puzzle = NumberGrid;

/** An answer: 1 where a light stands, 0 elsewhere (black cells are 0), row by row. */
export type Solution = number[];

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(100, {
  // A pzprv3 file of the largest grid, its answer in the same section, is about 100 x 100 x 2 characters (20,123):
  // kit's default text bound (64 characters a cell) holds it.
  notes: "black cells hold a number from 0 to 4 or none; the generator makes 5x5 to 15x15",
});

/**
 * The runs of white cells: each maximal row segment and column segment between black cells or the edge
 * (a light lights its whole row run and column run). `runsOf[i]` is the pair of run indices of white cell i.
 */
export function runs(puzzle: Puzzle): { runs: number[][]; runsOf: [number, number][] } {
  const { width, height, cells } = puzzle;
  const all: number[][] = [];
  const runsOf: [number, number][] = cells.map(() => [-1, -1]);
  const walk = (starts: number[], step: number, length: number, axis: 0 | 1) => {
    for (const s of starts) {
      let run: number[] = [];
      for (let k = 0; k <= length; k++) {
        const i = s + k * step;
        if (k < length && cells[i] === WHITE) {
          run.push(i);
          continue;
        }
        if (run.length > 0) {
          for (const j of run) runsOf[j]![axis] = all.length;
          all.push(run);
        }
        run = [];
      }
    }
  };
  walk(
    Array.from({ length: height }, (_, r) => r * width),
    1,
    width,
    0,
  );
  walk(
    Array.from({ length: width }, (_, c) => c),
    width,
    height,
    1,
  );
  return { runs: all, runsOf };
}

// The row and column of cell `i`, and the cells beside it (up, left, right, down).
export { puzzleCellAt as cellAt, puzzleNeighbours as neighbours } from "@gridsmith/kit";

import { type GridSize, gridBlocks, gridLimits, type Limits } from "@gridsmith/kit";

/** A number of a clue that is hidden (puzz.link's "?"): a block of shaded cells of any length. */
export const UNKNOWN = -2;

/**
 * A Tapa puzzle: `width` x `height` cells, row by row, each a clue (one to four numbers, each a block's
 * length or {@link UNKNOWN}), or empty (`[]`): no clue.
 */
export interface Puzzle extends GridSize {
  clues: number[][];
}

// An answer and the generator's parameters: kit's shading (1 where a cell is shaded, 0 elsewhere, row by
// row) and side params (the grid is `size` x `size`), as in every shading genre.
export type { Shading as Solution, SideParams as Params } from "@gridsmith/kit";

/**
 * The largest number of a clue of 1, 2, 3 and 4 numbers (at index 0 to 3): what puzz.link's link can hold,
 * and all eight neighbours allow (blocks are parted by at least one unshaded cell).
 */
export const MAX_NUMBERS = [8, 5, 3, 1] as const;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  notes: "a clue is one number 0 to 8, or two 1 to 5, three 1 to 3, four 1s; any may be hidden (-2)",
});

/** Every 2x2 block of the grid, as four cells. */
export const blocks = (puzzle: Pick<Puzzle, "width" | "height">) => gridBlocks(puzzle);

/** Whether cell `i` holds a clue. */
export const isClue = (puzzle: Pick<Puzzle, "clues">, i: number) => puzzle.clues[i]!.length > 0;

/**
 * The eight cells around cell `i`, clockwise from the top left (top left, top, top right, right, bottom
 * right, bottom, bottom left, left), null where the grid ends.
 */
export function ring(puzzle: Pick<Puzzle, "width" | "height">, i: number): (number | null)[] {
  const { width, height } = puzzle;
  const r = Math.floor(i / width);
  const c = i % width;
  const steps = [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
    [1, 0],
    [1, -1],
    [0, -1],
  ] as const;
  return steps.map(([dr, dc]) => {
    const y = r + dr;
    const x = c + dc;
    return y >= 0 && y < height && x >= 0 && x < width ? y * width + x : null;
  });
}

/** The lengths of the blocks of 1s around a ring of eight 0/1 values, read round (the last joins the first). */
export function blockLengths(values: readonly number[]): number[] {
  const n = values.length;
  const start = values.indexOf(0);
  if (start < 0) return n > 0 ? [n] : [];
  const out: number[] = [];
  let run = 0;
  for (let k = 1; k <= n; k++) {
    if (values[(start + k) % n] === 1) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  return out;
}

/**
 * Whether the block lengths `lengths` answer `clue`: as many blocks as numbers, and the known numbers the
 * lengths of some of them, in any order (a hidden number takes any length); a 0 is no block.
 */
export function clueMet(clue: readonly number[], lengths: readonly number[]): boolean {
  if (clue.length === 1 && clue[0] === 0) return lengths.length === 0;
  if (lengths.length !== clue.length) return false;
  const left = [...lengths];
  for (const v of clue) {
    if (v === UNKNOWN) continue;
    const at = left.indexOf(v);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

import { clueWhere, type FramedClues, gridLimits, type Limits, NO_CLUE, UNKNOWN_CLUE } from "@gridsmith/kit";

// Where the clues stand and what they look along: the kit's framed grid, shared with Skyscrapers.
export { type CluePlace, clueCell, cluePlace, framedCell, type Side, sightLine } from "@gridsmith/kit";
// A place around the grid without a clue, and one whose clue is not given: the kit's framed clues.
export { NO_CLUE, UNKNOWN_CLUE };

/**
 * An Easy as ABC (puzz.link's `easyasabc`) puzzle: a `width` x `height` grid to fill with the letters A to the
 * `letters`-th (A to C for 3) so that every row and column holds each letter exactly once, the other cells
 * staying empty. A clue outside the grid is the letter seen first from there along its row or column.
 *
 * `clues` lists the places around the grid in pzprjs's order: above the grid (`width`, left to right), below
 * it (`width`), left of it (`height`, top to bottom), right of it (`height`). Each holds {@link NO_CLUE}, a
 * letter (1 for A), or {@link UNKNOWN_CLUE} (a `?` puzz.link can hold, which asks nothing). `givens` holds a
 * letter given in each cell, row by row (0 none).
 */
export interface Puzzle extends FramedClues {
  letters: number;
  givens: number[];
}

// An answer and the generator's parameters: kit's cell numbers (each cell's letter, 1 for A, row by row,
// 0 in an empty cell) and side params (the grid is `size` x `size`, with the size less 2 letters: A to C on
// a 5x5).
export type { CellNumbers as Solution, SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells. */
export const MAX_SIDE = 20;

/** The most letters: as many as the longer side at most, as puzz.link allows. */
export const MAX_LETTERS = MAX_SIDE;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // A pzprv3 file with an answer of the largest grid is 23 lines of 22 tokens of up to 3 characters.
  maxTextLength: 16 * 1024,
  notes: `letters 1 to the longer side (A to T at most); clues and givens are letters; the generator makes 4x4 to 6x6`,
});

/** The letter of `v` (1 for A). */
export const letterOf = (v: number) => String.fromCharCode(64 + v);

/**
 * The rows, then the columns, each as its cells (left to right, top to bottom) with the clues at its two ends
 * (the index in {@link Puzzle.clues} of the one before its first cell and of the one after its last).
 */
export function lines(
  p: Pick<Puzzle, "width" | "height">,
): { cells: number[]; start: number; end: number }[] {
  const { width: w, height: h } = p;
  return [
    ...Array.from({ length: h }, (_, r) => ({
      cells: Array.from({ length: w }, (_, c) => r * w + c),
      start: 2 * w + r,
      end: 2 * w + h + r,
    })),
    ...Array.from({ length: w }, (_, c) => ({
      cells: Array.from({ length: h }, (_, r) => r * w + c),
      start: c,
      end: w + c,
    })),
  ];
}

// The board, the text format and pzprv3 show the clues in a frame one cell wide around the grid: grid cell
// (r, c) is frame cell (r + 1, c + 1). Steps and problems name cells by their place on that board, so that
// a hint can point at a clue; `r1c1` in messages is then the grid's first cell, as a person counts.

/** A clue's name: "the B above column 2", "the A right of row 4". */
export function clueLabel(p: Puzzle, k: number): string {
  return `the ${letterOf(p.clues[k]!)} ${clueWhere(p, k)}`;
}

/** The first letter along `values` (nearest first), or 0 when there is none. */
export function firstLetter(values: readonly number[]): number {
  return values.find((v) => v > 0) ?? 0;
}

import { clueWhere, type FramedClues, gridLimits, type Limits, NO_CLUE, UNKNOWN_CLUE } from "@gridsmith/kit";
import { rowsAndColumns } from "@gridsmith/kit/digit-play";

// Where the clues stand and what they look along: the kit's framed grid, shared with Easy as ABC.
export { type CluePlace, clueCell, cluePlace, framedCell, type Side, sightLine } from "@gridsmith/kit";
// A place around the grid without a clue, and one whose clue is not given: the kit's framed clues.
export { NO_CLUE, UNKNOWN_CLUE };

/**
 * A Skyscrapers (puzz.link's `building`) puzzle: a `width` x `height` grid to fill with buildings of heights 1
 * to the longer side, each height once a row and once a column, with clues around the grid: a clue is how many
 * buildings one sees from there looking along its row or column (a taller building hides the lower ones
 * behind it).
 *
 * `clues` lists the places around the grid in pzprjs's order: above the grid (`width`, left to right), below
 * it (`width`), left of it (`height`, top to bottom), right of it (`height`). Each holds {@link NO_CLUE}, a
 * count, or {@link UNKNOWN_CLUE} (a `?` puzz.link can hold, which asks nothing).
 */
export type Puzzle = FramedClues;

/** An answer: each cell's height, row by row (0 in an unfilled cell of a partial answer). */
export type Solution = number[];

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The largest side, in cells, and so the tallest building and the largest clue. */
export const MAX_SIDE = 20;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // A pzprv3 file with an answer of the largest grid is 22 lines of 22 tokens of up to 3 characters.
  maxTextLength: 16 * 1024,
  notes: `heights 1 to the longer side; clues 0 to ${MAX_SIDE}, or ? (none asked); the generator makes 4x4 to 7x7`,
});

/** The tallest building: the longer side. */
export const tallest = (p: Pick<Puzzle, "width" | "height">) => Math.max(p.width, p.height);

/** The rows, then the columns, as lists of cell indexes. */
export const lines: (p: Pick<Puzzle, "width" | "height">) => number[][] = rowsAndColumns;

// The board, the text format and pzprv3 show the clues in a frame one cell wide around the grid: grid cell
// (r, c) is frame cell (r + 1, c + 1). Steps and problems name cells by their place on that board, so that
// a hint can point at a clue; `r1c1` in messages is then the grid's first cell, as a person counts.

/** A clue's name: "the 3 above column 2", "the 2 right of row 4". */
export function clueLabel(p: Puzzle, k: number): string {
  return `the ${p.clues[k]} ${clueWhere(p, k)}`;
}

/** How many buildings one sees looking along `heights` (nearest first): each one taller than all before it. */
export function visibleCount(heights: readonly number[]): number {
  let seen = 0;
  let top = 0;
  for (const h of heights)
    if (h > top) {
      seen++;
      top = h;
    }
  return seen;
}

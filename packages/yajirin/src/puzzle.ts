import { type GridSize, gridLimits, type Limits, lineCount } from "@gridsmith/kit";

/** No arrow: a clue cell with a number and no direction (a block that counts nothing), or a plain cell. */
export const NO_ARROW = 0;
/** An arrow up (arrows are numbered as pzprjs numbers them). */
export const UP = 1;
/** An arrow down. */
export const DOWN = 2;
/** An arrow left. */
export const LEFT = 3;
/** An arrow right. */
export const RIGHT = 4;

/**
 * A Yajilin puzzle: `width` x `height` cells, row by row. A clue cell has a number (`numbers`, 0 or more; -2
 * a number not given, pzprjs's `?`) and an arrow (`arrows`, {@link NO_ARROW} to {@link RIGHT}); any other
 * cell has number -1 and no arrow.
 */
export interface Puzzle extends GridSize {
  numbers: number[];
  arrows: number[];
}

/**
 * An answer: first per line between the centres of neighbouring cells (kit's `centreEdges` numbering) 1 where
 * the loop runs, 0 elsewhere; then per cell, row by row, 1 where it is shaded, 0 elsewhere.
 */
export type Solution = number[];

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Yajilin (39x57).
  notes:
    "numbers -1 (no clue), -2 (a clue without its number) or 0 up; arrows 0 (none), 1 up, 2 down, 3 left, 4 right",
});

/** Whether cell `i` is a clue (no loop, no shading). */
export const isClue = (p: Pick<Puzzle, "numbers">, i: number) => p.numbers[i] !== -1;

// The lines between the centres of neighbouring cells: kit's, in its `centreEdges` numbering.
export { cellLines, lineCount } from "@gridsmith/kit";

/** How many entries an answer has: the lines, then the cells. */
export const answerLength = (p: Pick<Puzzle, "width" | "height">) => lineCount(p) + p.width * p.height;

/** The cells an arrow at cell `i` points at, nearest first (none for no arrow). */
export function arrowCells(p: Pick<Puzzle, "width" | "height">, i: number, arrow: number): number[] {
  const { width: w, height: h } = p;
  const r = Math.floor(i / w);
  const c = i % w;
  const out: number[] = [];
  if (arrow === UP) for (let y = r - 1; y >= 0; y--) out.push(y * w + c);
  if (arrow === DOWN) for (let y = r + 1; y < h; y++) out.push(y * w + c);
  if (arrow === LEFT) for (let x = c - 1; x >= 0; x--) out.push(r * w + x);
  if (arrow === RIGHT) for (let x = c + 1; x < w; x++) out.push(r * w + x);
  return out;
}

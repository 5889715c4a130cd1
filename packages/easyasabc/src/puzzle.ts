import type { Cell, Limits } from "@gridsmith/kit";

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
export interface Puzzle {
  width: number;
  height: number;
  letters: number;
  clues: number[];
  givens: number[];
}

/** No clue at this place around the grid. */
export const NO_CLUE = -1;
/** A clue whose letter is not given (`?`): it asks nothing. */
export const UNKNOWN_CLUE = -2;

/** An answer: each cell's letter (1 for A), row by row, 0 in an empty cell. */
export type Solution = number[];

/** Generator parameters: the grid is `size` x `size`, with the size less 2 letters (A to C on a 5x5). */
export interface Params {
  size: number;
}

/** The largest side, in cells. */
export const MAX_SIDE = 20;

/** The most letters: as many as the longer side at most, as puzz.link allows. */
export const MAX_LETTERS = MAX_SIDE;

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = {
  maxSide: MAX_SIDE,
  maxCells: MAX_SIDE * MAX_SIDE,
  // A pzprv3 file with an answer of the largest grid is 23 lines of 22 tokens of up to 3 characters.
  maxTextLength: 16 * 1024,
  notes: `letters 1 to the longer side (A to T at most); clues and givens are letters; the generator makes 4x4 to 6x6`,
};

/** The letter of `v` (1 for A). */
export const letterOf = (v: number) => String.fromCharCode(64 + v);

/** Which side of the grid a clue stands on, in the order of {@link Puzzle.clues}. */
export type Side = "top" | "bottom" | "left" | "right";

/** A clue's place: its side, and its column (top, bottom) or row (left, right), from 0. */
export interface CluePlace {
  side: Side;
  index: number;
}

/** The place of clue `k` of {@link Puzzle.clues}. */
export function cluePlace(p: Pick<Puzzle, "width" | "height">, k: number): CluePlace {
  const { width: w, height: h } = p;
  if (k < w) return { side: "top", index: k };
  if (k < 2 * w) return { side: "bottom", index: k - w };
  if (k < 2 * w + h) return { side: "left", index: k - 2 * w };
  return { side: "right", index: k - 2 * w - h };
}

/** The cells clue `k` looks along, nearest first, as cell indexes row by row. */
export function sightLine(p: Pick<Puzzle, "width" | "height">, k: number): number[] {
  const { width: w, height: h } = p;
  const { side, index } = cluePlace(p, k);
  if (side === "top") return Array.from({ length: h }, (_, r) => r * w + index);
  if (side === "bottom") return Array.from({ length: h }, (_, r) => (h - 1 - r) * w + index);
  if (side === "left") return Array.from({ length: w }, (_, c) => index * w + c);
  return Array.from({ length: w }, (_, c) => index * w + (w - 1 - c));
}

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

/** Cell `i` of the grid as a cell of the framed board (row and column from 1). */
export function framedCell(p: Pick<Puzzle, "width">, i: number): Cell {
  return { row: Math.floor(i / p.width) + 1, col: (i % p.width) + 1 };
}

/** Clue `k`'s cell on the framed board. */
export function clueCell(p: Pick<Puzzle, "width" | "height">, k: number): Cell {
  const { side, index } = cluePlace(p, k);
  if (side === "top") return { row: 0, col: index + 1 };
  if (side === "bottom") return { row: p.height + 1, col: index + 1 };
  if (side === "left") return { row: index + 1, col: 0 };
  return { row: index + 1, col: p.width + 1 };
}

/** A grid cell's name as a person counts, `r1c1` the top-left cell inside the clues. */
export const cellLabel = (p: Pick<Puzzle, "width">, i: number) =>
  `r${Math.floor(i / p.width) + 1}c${(i % p.width) + 1}`;

/** A clue's name: "the B above column 2", "the A right of row 4". */
export function clueLabel(p: Puzzle, k: number): string {
  const { side, index } = cluePlace(p, k);
  const where = { top: "above column", bottom: "below column", left: "left of row", right: "right of row" }[
    side
  ];
  return `the ${letterOf(p.clues[k]!)} ${where} ${index + 1}`;
}

/** The first letter along `values` (nearest first), or 0 when there is none. */
export function firstLetter(values: readonly number[]): number {
  return values.find((v) => v > 0) ?? 0;
}

import { isWhite, type Puzzle } from "./puzzle.js";

/** Which way an entry runs. */
export type Direction = "across" | "down";

/** A maximal run of two or more white cells in a row (across) or a column (down). */
export interface Entry {
  direction: Direction;
  /** Cell indexes, in reading order. */
  cells: number[];
  /** Index of the cell just before the run (its clue cell), or -1 when the run starts at the grid's edge. */
  clueCell: number;
  /** The clue in that cell for this direction; undefined when there is none. */
  sum: number | undefined;
}

/** Every entry of the grid (across entries first, in reading order) and, per cell, its across and down entry. */
export interface Layout {
  entries: Entry[];
  /** Index into `entries` of each cell's across entry, or -1. */
  across: Int32Array;
  /** Index into `entries` of each cell's down entry, or -1. */
  down: Int32Array;
}

/** Finds the entries of a puzzle whose cells array has rows x cols cells. */
export function layoutOf(puzzle: Puzzle): Layout {
  const { rows, cols, cells } = puzzle;
  const entries: Entry[] = [];
  const across = new Int32Array(rows * cols).fill(-1);
  const down = new Int32Array(rows * cols).fill(-1);
  const run = (direction: Direction, start: number, step: number, count: number, owner: Int32Array) => {
    let k = 0;
    while (k < count) {
      if (!isWhite(cells[start + k * step])) {
        k++;
        continue;
      }
      const first = k;
      while (k < count && isWhite(cells[start + k * step])) k++;
      if (k - first < 2) continue;
      const runCells: number[] = [];
      for (let j = first; j < k; j++) runCells.push(start + j * step);
      const clueCell = first === 0 ? -1 : start + (first - 1) * step;
      const block = clueCell < 0 ? undefined : cells[clueCell];
      const sum = block !== undefined && !isWhite(block) ? block[direction] : undefined;
      for (const c of runCells) owner[c] = entries.length;
      entries.push({ direction, cells: runCells, clueCell, sum });
    }
  };
  for (let r = 0; r < rows; r++) run("across", r * cols, 1, cols, across);
  for (let c = 0; c < cols; c++) run("down", c, cols, rows, down);
  return { entries, across, down };
}

/** `row 2` for an across entry, `column 3` for a down entry, as messages name them. */
export function lineOf(entry: Entry, cols: number): string {
  const first = entry.cells[0]!;
  return entry.direction === "across"
    ? `row ${Math.floor(first / cols) + 1}`
    : `column ${(first % cols) + 1}`;
}

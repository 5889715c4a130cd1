import { chars } from "./code-points.js";
import { EMPTY, NO_CELL } from "./puzzle.js";

/** A slot: two or more contiguous cells along a row (across) or a column (down). */
export interface Slot {
  /** Index in kkck's order: across slots row by row, left to right, then down slots column by column. */
  index: number;
  row: number;
  col: number;
  length: number;
  down: boolean;
  /** Cell ids (see {@link Geometry.cells}) from the first letter to the last. */
  cells: number[];
  /** kkck's name: `H5(0,0)` or `V5(0,2)`. */
  name: string;
}

/** A cell of the framework. */
export interface GridCell {
  row: number;
  col: number;
  /** The given letter, or null for an empty cell. */
  given: string | null;
  /** The across slot through this cell and the cell's position in it, or -1. */
  across: number;
  acrossPos: number;
  /** The down slot through this cell and the cell's position in it, or -1. */
  down: number;
  downPos: number;
}

/** The shape of a framework: its cells and its slots, computed once. */
export interface Geometry {
  rows: number;
  /** Longest row, in characters (kkck's column count). */
  cols: number;
  cells: GridCell[];
  /** `cellAt[row * cols + col]` is a cell id, or -1 where there is no cell. */
  cellAt: Int32Array;
  slots: Slot[];
}

/** kkck's slot name. */
export function slotName(down: boolean, length: number, row: number, col: number): string {
  return `${down ? "V" : "H"}${length}(${row},${col})`;
}

/** Finds the cells and slots of a framework (rows as in {@link CrosspatchPuzzle.grid}). */
export function geometryOf(grid: readonly string[]): Geometry {
  const split = grid.map(chars);
  const rows = split.length;
  const cols = split.reduce((m, r) => Math.max(m, r.length), 0);
  const cellAt = new Int32Array(rows * cols).fill(-1);
  const cells: GridCell[] = [];
  split.forEach((row, r) => {
    row.forEach((ch, c) => {
      if (ch === NO_CELL) return;
      cellAt[r * cols + c] = cells.length;
      cells.push({
        row: r,
        col: c,
        given: ch === EMPTY ? null : ch,
        across: -1,
        acrossPos: -1,
        down: -1,
        downPos: -1,
      });
    });
  });
  const slots: Slot[] = [];
  const addRuns = (down: boolean, lines: number, along: number, at: (line: number, k: number) => number) => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let k = 0; k <= along; k++) {
        const id = k < along ? at(line, k) : -1;
        if (id >= 0) {
          if (start < 0) start = k;
          continue;
        }
        if (start >= 0 && k - start >= 2) {
          const length = k - start;
          const [row, col] = down ? [start, line] : [line, start];
          const ids = Array.from({ length }, (_, i) => at(line, start + i));
          const slot: Slot = {
            index: slots.length,
            row,
            col,
            length,
            down,
            cells: ids,
            name: slotName(down, length, row, col),
          };
          ids.forEach((id, pos) => {
            const cell = cells[id]!;
            if (down) {
              cell.down = slot.index;
              cell.downPos = pos;
            } else {
              cell.across = slot.index;
              cell.acrossPos = pos;
            }
          });
          slots.push(slot);
        }
        start = -1;
      }
    }
  };
  addRuns(false, rows, cols, (r, c) => cellAt[r * cols + c]!);
  addRuns(true, cols, rows, (c, r) => cellAt[r * cols + c]!);
  return { rows, cols, cells, cellAt, slots };
}

/**
 * The slots in reading order of their first cell (row, then column), across before down when two slots
 * share a first cell: the order kkck fills them in, so traces and outputs match its. Returns slot indexes.
 */
export function slotsInReadingOrder(geometry: Geometry): number[] {
  return geometry.slots
    .map((s) => s.index)
    .sort((a, b) => {
      const x = geometry.slots[a]!;
      const y = geometry.slots[b]!;
      return x.row - y.row || x.col - y.col || Number(x.down) - Number(y.down);
    });
}

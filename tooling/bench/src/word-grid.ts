// The board the bench's crosspatch layout generators write words on (suites/crosspatch-wider.ts and
// suites/crosspatch-crossing-layout.ts): which cells hold a letter and which way their words run, the words
// used, and the cells a next word may still cross. Each generator decides where words go; this only keeps
// the board, so both draw their layouts the same way.
import type { CrosspatchPuzzle } from "@gridsmith/crosspatch";

/** A cell with a letter, and whether an across and a down word run through it. */
export interface WordCell {
  ch: string;
  across: boolean;
  down: boolean;
}

// Keys of cells by default: rows and columns may run from -OFFSET to STRIDE - OFFSET - 1.
const STRIDE = 1 << 12;
const OFFSET = 1 << 10;

/** How a {@link WordGrid} numbers its cells: a key of a row and column, and back. */
export interface CellKeys {
  key(r: number, c: number): number;
  rowCol(key: number): [number, number];
}

/** A crosspatch layout being built: words written across or down, cell by cell. */
export class WordGrid {
  /** The cells with a letter, by {@link WordGrid.key}, in the order they were first written. */
  readonly cells = new Map<number, WordCell>();
  /** The words written. */
  readonly used = new Set<string>();
  /** Cells with a word one way only when written (a generator drops those crossed since). */
  readonly open: number[] = [];

  /** The key of the cell at row `r`, column `c`. */
  readonly key: (r: number, c: number) => number;
  /** The row and column of a cell's key. */
  readonly rowCol: (key: number) => [number, number];

  /** A board whose cells `keys` numbers; by default any row and column from -1024 to 3071 has its own key. */
  constructor(keys?: CellKeys) {
    this.key = keys?.key ?? ((r, c) => (r + OFFSET) * STRIDE + c + OFFSET);
    this.rowCol = keys?.rowCol ?? ((key) => [Math.floor(key / STRIDE) - OFFSET, (key % STRIDE) - OFFSET]);
  }

  /** Writes `w` from row `r`, column `c`, down or across (the caller has checked that it fits). */
  place(w: string, r: number, c: number, down: boolean): void {
    const [dr, dc] = down ? [1, 0] : [0, 1];
    for (let i = 0; i < w.length; i++) {
      const k = this.key(r + dr * i, c + dc * i);
      let cell = this.cells.get(k);
      if (!cell) {
        cell = { ch: w[i]!, across: false, down: false };
        this.cells.set(k, cell);
        this.open.push(k);
      }
      if (down) cell.down = true;
      else cell.across = true;
    }
    this.used.add(w);
  }

  /** The layout: its rows from the first to the last with a letter, `#` a cell, and its words in order. */
  layout(): CrosspatchPuzzle {
    let [minR, maxR, minC, maxC] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const k of this.cells.keys()) {
      const [r, c] = this.rowCol(k);
      [minR, maxR, minC, maxC] = [Math.min(minR, r), Math.max(maxR, r), Math.min(minC, c), Math.max(maxC, c)];
    }
    const rows = Array.from({ length: maxR - minR + 1 }, () => new Array<string>(maxC - minC + 1).fill(" "));
    for (const k of this.cells.keys()) {
      const [r, c] = this.rowCol(k);
      rows[r - minR]![c - minC] = "#";
    }
    return { grid: rows.map((row) => row.join("").replace(/ +$/, "")), words: [...this.used].sort() };
  }
}

import { solveLineBits } from "../line/bits.js";

/**
 * A lossy hash table of line results for lines of at most 30 cells: (line, filled, empty) -> the solved
 * masks, or a conflict. The same partial line comes back again and again while probing and searching, and a
 * lookup costs a fraction of a line solve. Open addressing over typed arrays; a full neighbourhood
 * overwrites its home slot, so the table never grows and never needs clearing.
 */
export class LineCache {
  private readonly mask: number;
  private readonly line: Int32Array;
  private readonly filled: Int32Array;
  private readonly empty: Int32Array;
  private readonly outFilled: Int32Array;
  private readonly outEmpty: Int32Array;
  hits = 0;
  misses = 0;

  constructor(bits = 16) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.line = new Int32Array(size).fill(-1);
    this.filled = new Int32Array(size);
    this.empty = new Int32Array(size);
    this.outFilled = new Int32Array(size);
    this.outEmpty = new Int32Array(size);
  }

  private home(line: number, filled: number, empty: number): number {
    let h =
      Math.imul(filled, 0x9e3779b1) ^ Math.imul(empty + 0x7f4a7c15, 0x85ebca6b) ^ Math.imul(line, 0xc2b2ae35);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** Slot holding the entry, or -1. */
  find(line: number, filled: number, empty: number): number {
    const mask = this.mask;
    let i = this.home(line, filled, empty);
    for (let probe = 0; probe < 4; probe++, i = (i + 1) & mask) {
      const l = this.line[i]!;
      if (l === line && this.filled[i] === filled && this.empty[i] === empty) {
        this.hits++;
        return i;
      }
      if (l === -1) break;
    }
    this.misses++;
    return -1;
  }

  /** Solved filled mask of a slot, or -1 for a line that has no completion. */
  resultFilled(slot: number): number {
    return this.outFilled[slot]!;
  }

  /** Solved empty mask of a slot (meaningless when resultFilled is -1). */
  resultEmpty(slot: number): number {
    return this.outEmpty[slot]!;
  }

  /**
   * Line `line`'s solved masks (see `solveLineBits`, whose arguments it takes) written to `out`, from the
   * table when it has them, else solved and stored; false when the line has no completion.
   */
  solveLine(
    line: number,
    clues: ArrayLike<number>,
    start: number,
    k: number,
    n: number,
    filled: number,
    empty: number,
    out: Int32Array,
  ): boolean {
    const slot = this.find(line, filled, empty);
    if (slot >= 0) {
      out[0] = this.outFilled[slot]!;
      out[1] = this.outEmpty[slot]!;
      return out[0] !== -1;
    }
    const ok = solveLineBits(clues, start, k, n, filled, empty, out);
    this.store(line, filled, empty, ok ? out[0]! : -1, ok ? out[1]! : -1);
    return ok;
  }

  /** Stores a result; `outFilled` -1 records a conflict. */
  store(line: number, filled: number, empty: number, outFilled: number, outEmpty: number): void {
    const mask = this.mask;
    const start = this.home(line, filled, empty);
    let i = start;
    for (let probe = 0; probe < 4; probe++, i = (i + 1) & mask) {
      if (this.line[i] === -1) break;
    }
    if (this.line[i] !== -1) i = start;
    this.line[i] = line;
    this.filled[i] = filled;
    this.empty[i] = empty;
    this.outFilled[i] = outFilled;
    this.outEmpty[i] = outEmpty;
  }
}

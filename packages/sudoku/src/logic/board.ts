import { type Geometry, geometry } from "../puzzle.js";

/**
 * The pencil-and-paper state a person keeps: digits written in, and for every empty cell the candidates not
 * yet ruled out. Candidates start as "not already in the cell's row, column or box" and only shrink.
 */
export class Board {
  readonly g: Geometry;
  readonly n: number;
  /** 0 or the digit written in each cell. */
  readonly values: Int32Array;
  /** Candidate mask of each empty cell (digit d = bit d-1); 0 for filled cells. */
  readonly cands: Int32Array;

  private constructor(g: Geometry, values: Int32Array, cands: Int32Array) {
    this.g = g;
    this.n = g.size;
    this.values = values;
    this.cands = cands;
  }

  /** The board for `cells` (0 = empty) with the basic candidates. */
  static from(size: number, cells: ArrayLike<number>): Board {
    const g = geometry(size);
    const b = new Board(g, new Int32Array(g.cellCount), new Int32Array(g.cellCount).fill(g.allMask));
    for (let c = 0; c < g.cellCount; c++) if (cells[c]! > 0) b.place(c, cells[c]!);
    return b;
  }

  clone(): Board {
    return new Board(this.g, this.values.slice(), this.cands.slice());
  }

  /** Writes digit d in cell c and removes d from the candidates of its peers. */
  place(c: number, d: number): void {
    const { g, cands } = this;
    this.values[c] = d;
    cands[c] = 0;
    const bit = 1 << (d - 1);
    const base = c * g.peerCount;
    for (let k = 0; k < g.peerCount; k++) cands[g.peers[base + k]!]! &= ~bit;
  }

  /** Rules out digit d in cell c. */
  eliminate(c: number, d: number): void {
    this.cands[c]! &= ~(1 << (d - 1));
  }

  /** Whether the candidate d is still open in cell c. */
  has(c: number, d: number): boolean {
    return this.values[c] === 0 && (this.cands[c]! & (1 << (d - 1))) !== 0;
  }

  /** Every cell filled. */
  isSolved(): boolean {
    return !this.values.includes(0);
  }

  /**
   * A dead end a person would notice: an empty cell with no candidate, or a digit with no place left in a unit.
   */
  isBroken(): boolean {
    const { g, n, values, cands } = this;
    for (let c = 0; c < g.cellCount; c++) if (values[c] === 0 && cands[c] === 0) return true;
    for (let u = 0; u < g.unitCount; u++) {
      let seen = 0;
      for (let k = 0; k < n; k++) {
        const c = g.units[u * n + k]!;
        seen |= values[c]! > 0 ? 1 << (values[c]! - 1) : cands[c]!;
      }
      if (seen !== g.allMask) return true;
    }
    return false;
  }

  /** The cells of unit u. */
  unit(u: number): Uint16Array {
    return this.g.units.subarray(u * this.n, (u + 1) * this.n);
  }

  /** Whether cells a and b share a row, column or box. */
  sees(a: number, b: number): boolean {
    if (a === b) return false;
    const cu = this.g.cellUnits;
    return cu[a * 3] === cu[b * 3] || cu[a * 3 + 1] === cu[b * 3 + 1] || cu[a * 3 + 2] === cu[b * 3 + 2];
  }
}

import type { Brancher, Model } from "@gridsmith/constraint";

/**
 * Branches on a cell of the entry with the fewest open cells (smallest domain among them), so search
 * finishes one entry before it starts another and a wrong digit fails near where it was tried. The engine's
 * default (smallest domain anywhere) hops across the grid and can thrash for millions of nodes on puzzles
 * this order solves in hundreds.
 */
export class EntryFirst implements Brancher {
  private readonly open: Int32Array;

  constructor(
    /** The variables of each entry. */
    private readonly entries: readonly (readonly number[])[],
    /** The entries (indexes into `entries`) of each variable. */
    private readonly entriesOfVar: readonly (readonly number[])[],
  ) {
    this.open = new Int32Array(entries.length);
  }

  variable(m: Model): number {
    for (let e = 0; e < this.entries.length; e++) {
      let count = 0;
      for (const x of this.entries[e]!) if (!m.isFixed(x)) count++;
      this.open[e] = count;
    }
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let x = 0; x < this.entriesOfVar.length; x++) {
      if (m.isFixed(x)) continue;
      let fewest = 10;
      for (const e of this.entriesOfVar[x]!) fewest = Math.min(fewest, this.open[e]!);
      const score = fewest * 64 + m.size(x);
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return best;
  }
}

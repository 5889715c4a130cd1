import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/**
 * An island must fit a wall budget: when every number is sized the walls are exactly `walls` cells, joined,
 * and every cell beside an island but not in it is a wall. Take the island's final bounding box, h rows by w
 * columns. On each side where the island does not reach the grid's edge, every row (left, right) or column
 * (top, bottom) of the box has a wall just past the island's last cell. So the walls span at least the rows
 * and columns of those cells, and a joined group spanning r rows and c columns has at least r + c - 1 cells.
 * A cell whose joining the island (with the cells it surely has) would make that least count exceed `walls`
 * for every choice of the edges the island may still reach, and every box of at least `size` cells, is not
 * the island's ("island.wall-budget"). A 20-island in a 32x32 grid with 10 walls fits only a 4x5 corner.
 *
 * Posted only when the budget can bite: when `walls` is below the grid's height plus width.
 * `cellVars` are the label variables of the cells the island can reach (`cellVars[0]` its number), `rows`
 * and `cols` their positions.
 */
export class WallBudget implements Propagator {
  readonly name = "wall-budget";
  readonly vars: readonly number[];
  // Removing a value changes neither the island's sure cells nor, beyond what a rerun finds, its edges.
  readonly schedule: PropagatorSchedule = { idempotent: false, priority: 2 };

  constructor(
    cellVars: readonly number[],
    private readonly rows: readonly number[],
    private readonly cols: readonly number[],
    readonly value: number,
    readonly size: number,
    readonly walls: number,
    private readonly height: number,
    private readonly width: number,
  ) {
    this.vars = [...cellVars];
  }

  /** The sides (1 top, 2 bottom, 4 left, 8 right) on whose edge some cell may still be the island. */
  private edges(may: (i: number) => boolean): number {
    let sides = 0;
    for (let i = 0; i < this.vars.length; i++) {
      if (!may(i)) continue;
      if (this.rows[i] === 0) sides |= 1;
      if (this.rows[i] === this.height - 1) sides |= 2;
      if (this.cols[i] === 0) sides |= 4;
      if (this.cols[i] === this.width - 1) sides |= 8;
    }
    return sides;
  }

  /**
   * The fewest walls an island with a box holding rows a1..a2 and columns b1..b2 needs, over every set of
   * edges it reaches among `reachable` (a box touching an edge reaches it) and every box of `size` cells.
   */
  least(a1: number, a2: number, b1: number, b2: number, reachable: number): number {
    const { height: H, width: W, size } = this;
    let best = Number.POSITIVE_INFINITY;
    for (let touch = 0; touch < 16; touch++) {
      if ((touch & ~reachable) !== 0) continue;
      const t = touch & 1 ? 0 : 1;
      const b = touch & 2 ? 0 : 1;
      const l = touch & 4 ? 0 : 1;
      const r = touch & 8 ? 0 : 1;
      // A box on an edge reaches it; one kept off it keeps a row or column free there.
      if ((t && a1 === 0) || (b && a2 === H - 1) || (l && b1 === 0) || (r && b2 === W - 1)) continue;
      const h0 = (b ? a2 : H - 1) - (t ? a1 : 0) + 1;
      const hMax = H - t - b;
      const w0 = (r ? b2 : W - 1) - (l ? b1 : 0) + 1;
      const wMax = W - l - r;
      if (t + b + l + r === 0) return 0;
      // Rows the walls span for a box of h rows: all of them (and one past each walled top or bottom) when a
      // side column is walled, else only the rows past it.
      const span = (n: number, across: number, lo: number, hi: number) =>
        across > 0 ? n + lo + hi : lo && hi ? n + 2 : lo || hi ? 1 : 0;
      for (let h = Math.max(h0, 1); h <= hMax; h++) {
        const w = Math.max(w0, Math.ceil(size / h));
        if (w > wMax) continue;
        const need = span(h, l + r, t, b) + span(w, t + b, l, r) - 1;
        if (need < best) best = need;
      }
    }
    return best;
  }

  propagate(m: Model): boolean {
    const { vars, value: v, rows, cols } = this;
    let a1 = Number.POSITIVE_INFINITY;
    let a2 = -1;
    let b1 = Number.POSITIVE_INFINITY;
    let b2 = -1;
    for (let i = 0; i < vars.length; i++)
      if (m.isFixed(vars[i]!) && m.value(vars[i]!) === v) {
        a1 = Math.min(a1, rows[i]!);
        a2 = Math.max(a2, rows[i]!);
        b1 = Math.min(b1, cols[i]!);
        b2 = Math.max(b2, cols[i]!);
      }
    if (a2 < 0) return true;
    const reachable = this.edges((i) => m.has(vars[i]!, v));
    if (this.least(a1, a2, b1, b2, reachable) > this.walls)
      return m.fail(null, 0, m.explaining ? this.reason() : null);
    for (let i = 0; i < vars.length; i++) {
      const r = rows[i]!;
      const c = cols[i]!;
      if ((r >= a1 && r <= a2 && c >= b1 && c <= b2) || m.isFixed(vars[i]!) || !m.has(vars[i]!, v)) continue;
      const need = this.least(Math.min(a1, r), Math.max(a2, r), Math.min(b1, c), Math.max(b2, c), reachable);
      if (need > this.walls && !m.remove(vars[i]!, v, m.explaining ? this.reason() : undefined)) return false;
    }
    return true;
  }

  private reason() {
    return {
      rule: "island.wall-budget",
      message: "the walls this island would need around it are more than the grid has",
      vars: [...this.vars],
    };
  }

  explain(e: Explanation): void {
    // The island's sure cells, and each edge's cells that could no longer be the island, before the inference.
    const { vars, value: v, rows, cols } = this;
    const reachable = this.edges((i) => e.had(vars[i]!, v));
    for (let i = 0; i < vars.length; i++) {
      if (i === vars.indexOf(e.variable)) continue;
      if (e.heldEqual(vars[i]!, v)) e.becauseEqual(vars[i]!, v);
      const side =
        (rows[i] === 0 ? 1 : 0) |
        (rows[i] === this.height - 1 ? 2 : 0) |
        (cols[i] === 0 ? 4 : 0) |
        (cols[i] === this.width - 1 ? 8 : 0);
      if ((side & ~reachable) !== 0) e.becauseNot(vars[i]!, v);
    }
  }
}

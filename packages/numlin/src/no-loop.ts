import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";
import { cellLines, lineEnds, type Puzzle } from "./puzzle.js";

/**
 * No closed loop of drawn lines: a loop has no number on it (a number has one line), so it is never part of a
 * path. Lazy where `SingleCircuit` is thorough: when a line is drawn it follows the drawn lines from one of its
 * cells; coming back to the other cell fails, the loop's lines the reason. And when the two ends of the piece
 * it belongs to are neighbours, the line between them is left out (drawing it would close the piece),
 * explained by the piece's lines. A cell with more than two drawn lines stops the walk: the cells' line
 * counts fail it.
 */
export class NoLoop implements Propagator {
  readonly name = "numlin.noLoop";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { events: "fixed", idempotent: true, priority: 1 };
  /** Each line's two cells at 2l, 2l + 1. */
  private readonly ends: Int32Array;
  /** Each cell's lines at 4i .. 4i + 3, -1 off the grid. */
  private readonly around: Int32Array;
  /** The lines of the loop found by the last failed run. */
  private loop: number[] = [];

  constructor(
    puzzle: Puzzle,
    readonly lines: readonly number[],
  ) {
    this.vars = [...lines];
    this.ends = new Int32Array(2 * lines.length);
    for (let l = 0; l < lines.length; l++) {
      const [a, b] = lineEnds(puzzle, l);
      this.ends[2 * l] = a!;
      this.ends[2 * l + 1] = b!;
    }
    const n = puzzle.width * puzzle.height;
    this.around = new Int32Array(4 * n);
    for (let i = 0; i < n; i++) this.around.set(cellLines(puzzle, i), 4 * i);
  }

  /**
   * From cell `from`, which line `via` reaches, along the lines `drawn` says are drawn, to the end of the
   * piece; the lines walked go to `out` when given. Returns the last cell, or -1 when the walk came back
   * over `via`'s other cell `stop` (a loop), or -2 when a cell has more than two drawn lines.
   */
  private walk(
    from: number,
    via: number,
    stop: number,
    drawn: (l: number) => boolean,
    out?: number[],
  ): number {
    let cell = from;
    let came = via;
    for (;;) {
      let next = -1;
      for (let d = 0; d < 4; d++) {
        const l = this.around[4 * cell + d]!;
        if (l < 0 || l === came || !drawn(l)) continue;
        if (next >= 0) return -2;
        next = l;
      }
      if (next < 0) return cell;
      out?.push(next);
      const e = 2 * next;
      cell = this.ends[e] === cell ? this.ends[e + 1]! : this.ends[e]!;
      came = next;
      if (cell === stop) return -1;
    }
  }

  propagate(m: Model): boolean {
    const lines = this.lines;
    const drawn = (l: number) => m.isFixed(lines[l]!) && m.min(lines[l]!) === 1;
    for (let c = 0; c < m.changedCount; c++) {
      const l = m.changed[c]!;
      if (!drawn(l)) continue;
      const a = this.ends[2 * l]!;
      const b = this.ends[2 * l + 1]!;
      const endB = this.walk(b, l, a, drawn);
      if (endB === -2) continue;
      if (endB === -1) {
        this.loop = [l];
        this.walk(b, l, a, drawn, this.loop);
        return false;
      }
      const endA = this.walk(a, l, b, drawn);
      if (endA < 0) continue;
      const closing = this.between(endA, endB);
      if (closing >= 0 && !m.isFixed(lines[closing]!))
        if (!m.remove(lines[closing]!, 1, m.explaining ? { rule: this.name, vars: [lines[l]!] } : undefined))
          return false;
    }
    return true;
  }

  /** The line between cells u and v, -1 when they are not neighbours. */
  private between(u: number, v: number): number {
    for (let d = 0; d < 4; d++) {
      const l = this.around[4 * u + d]!;
      if (l >= 0 && (this.ends[2 * l] === v || this.ends[2 * l + 1] === v)) return l;
    }
    return -1;
  }

  /** A failure: the loop's lines. A line left out: the lines of the piece between its two cells. */
  explain(e: Explanation): void {
    if (e.variable === -1) {
      for (const l of this.loop) e.becauseEqual(this.lines[l]!, 1);
      return;
    }
    const closing = this.lines.indexOf(e.variable);
    const drawn = (l: number) => e.fixedValue(this.lines[l]!) === 1;
    const a = this.ends[2 * closing]!;
    const b = this.ends[2 * closing + 1]!;
    const piece: number[] = [];
    // The piece as it was before the inference runs from a to b (it ends at both).
    if (this.walk(a, closing, b, drawn, piece) !== -1)
      throw new Error("numlin.noLoop: no piece joins the line's cells");
    for (const l of piece) e.becauseEqual(this.lines[l]!, 1);
  }
}

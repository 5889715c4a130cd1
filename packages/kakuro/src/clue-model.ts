import { Model, type TrailedInt32Array } from "@gridsmith/constraint";
import type { Board } from "./board.js";
import { EntryCombinations } from "./combination-propagator.js";

/** What {@link ClueModel.solutions} found. */
export interface Solutions {
  /** Solutions found, at most the limit. */
  count: number;
  /** Whether the search finished: `count` is then every solution (else the limit or the budget hit). */
  complete: boolean;
  /** The first solution found that differs from the filling (a digit per cell, 0 on black cells), or null. */
  other: Int32Array | null;
  /** Nodes searched. */
  nodes: number;
}

/**
 * A board's pattern on the engine, built once for the generator's many checks while the filling, and so the
 * clues, change: one variable 1..9 per white cell and per entry an {@link EntryCombinations}, which alone is
 * as strong as the three constraints per entry of `solve` (whose sum is a constant that cannot follow the
 * clue). The propagators read their clues from one array on the model's trail, 0 (no clue) between checks.
 * Each check takes a mark, writes the board's current clues and the givens after it, propagates or searches,
 * and undoes to the mark. The engine assumes a propagator is a fixed function of the domains: undoing to a
 * mark where it saw a fixpoint leaves every propagator asleep, which after new clues would be wrong. The
 * state at the mark never is one, since a check always writes clues before it propagates; so undoing to it
 * queues every propagator again (see `Model.propagate`), and each check propagates the clues as they are now.
 */
export class ClueModel {
  readonly model = new Model();
  /** The variable of each cell, -1 for black cells. */
  readonly cellVar: Int32Array;
  private readonly sums: TrailedInt32Array;

  constructor(private readonly board: Board) {
    const m = this.model;
    this.cellVar = new Int32Array(board.fill.length).fill(-1);
    for (const c of board.whites) this.cellVar[c] = m.intVar(1, 9);
    this.sums = m.trail.int32(board.cellsOf.length);
    board.cellsOf.forEach((cells, entry) => {
      const vars = Array.from(cells, (c) => this.cellVar[c]!);
      m.post(new EntryCombinations(vars, { sums: this.sums.values, entry }));
    });
  }

  /**
   * Propagates the board's clues (and the digits of the cells marked in `givens`) to the engine's fixpoint;
   * no search. Returns how much is left open: the digits still possible beyond one per cell. The filling
   * always fits, so this never fails.
   */
  propagate(givens?: Uint8Array): number {
    const m = this.model;
    const mark = this.enter(givens);
    const ok = m.propagate();
    let open = 0;
    for (const c of this.board.whites) open += m.size(this.cellVar[c]!) - 1;
    m.trail.undoTo(mark);
    if (!ok) throw new Error("a filling does not fit its own clues");
    return open;
  }

  /** Solutions of the board's clues (and `givens`), by the engine's search: up to `limit`, within `nodes`. */
  solutions(limit: number, nodes: number, givens?: Uint8Array): Solutions {
    const m = this.model;
    const { cellVar } = this;
    const { whites, fill } = this.board;
    const mark = this.enter(givens);
    // The first solution that is not the filling (values by variable).
    let other: number[] | null = null;
    const result = m.solve({
      limit,
      nodeLimit: nodes,
      // Fewest digits first. At 8x8 (seeds 1-200) and 12x12 (1-40) "dom/wdeg", and the entry-first brancher
      // of solve, took as long and kept as many givens.
      variableOrder: "dom",
      collect: false,
      onSolution: (values) => {
        if (other !== null) return;
        for (const c of whites) {
          if (values[cellVar[c]!] !== fill[c]) {
            other = values;
            return;
          }
        }
      },
    });
    m.trail.undoTo(mark);
    const values: number[] | null = other;
    let byCell: Int32Array | null = null;
    if (values) {
      byCell = new Int32Array(cellVar.length);
      for (const c of whites) byCell[c] = values[cellVar[c]!]!;
    }
    return { count: result.count, complete: result.complete, other: byCell, nodes: result.stats.nodes };
  }

  /** Takes a mark, then writes the clues and assigns the givens; returns the mark. */
  private enter(givens: Uint8Array | undefined): number {
    const m = this.model;
    const mark = m.trail.mark();
    const { sums, whites, fill } = this.board;
    // Clues are at least 3, never the 0 held at the mark: each check writes before it propagates, so the
    // engine never sees a fixpoint at the mark itself.
    for (let e = 0; e < sums.length; e++) this.sums.set(e, sums[e]!);
    // From the digits some combination of each clue has: the same fixpoint, reached sooner (propagation of
    // a long entry from all nine digits in every cell costs the most).
    for (const c of whites) {
      const x = this.cellVar[c]!;
      if (givens?.[c]) m.assign(x, fill[c]!);
      else m.restrict(x, this.board.unionOf(c) >>> m.offset(x));
    }
    return mark;
  }
}

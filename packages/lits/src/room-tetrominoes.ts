import type {
  Explanation,
  Model,
  Propagator,
  PropagatorSchedule,
  Reason,
  TrailedInt32Array,
} from "@gridsmith/constraint";

/** The rule that shades a cell every tetromino left in its room covers (hints read it). */
export const COVERED_RULE = "roomTetrominoes.covered";
/** The rule that drops a tetromino missing a shaded cell of its room. */
export const MISSES_RULE = "roomTetrominoes.misses";
/** The rule that fails a room with no tetromino left. */
export const NONE_LEFT_RULE = "roomTetrominoes.noneLeft";

/** Where the trailed counts of each cell's covering tetrominoes start (after the count of those left). */
const COUNTS = 1;

/**
 * One room's tetrominoes read together, on the model of `buildLitsModel` (cells 0/1, one 0/1 variable per
 * tetromino that fits, exactly one of them 1): a tetromino missing a shaded cell is dropped, a cell every
 * tetromino left covers is shaded, and a room with none left fails. The model's sums imply each of these, but
 * only one cell or tetromino at a time, so the search found them by trial. Rooms may have hundreds of
 * tetrominoes, so a run reads only what changed: how many tetrominoes are left, and how many of them cover
 * each cell, are trailed counts, updated as tetrominoes drop out.
 */
export class RoomTetrominoes implements Propagator {
  readonly name = "roomTetrominoes";
  readonly vars: readonly number[];
  // After the sums: run on every wake at priority 1, 24/24's big room cost more than it saved (RESULTS.md).
  readonly schedule: PropagatorSchedule = { events: "fixed", idempotent: true, priority: 2 };
  private readonly cells: readonly number[];
  private readonly tetrominoes: readonly number[];
  /** Tetromino k covers the room's cells `covers[4k .. 4k + 4)` (indices into `cells`). */
  private readonly covers: Int32Array;
  /**
   * Trailed: at 0 how many tetrominoes are left; from `COUNTS` how many left cover each cell; from `seenAt`
   * 1 for a cell whose shading was read; from `droppedAt` 1 for a tetromino no longer counted.
   */
  private readonly state: TrailedInt32Array;
  private readonly seenAt: number;
  private readonly droppedAt: number;
  /** The cells a run finds newly shaded. */
  private readonly pending: Int32Array;
  private readonly cellIndex = new Map<number, number>();
  private readonly tetrominoIndex = new Map<number, number>();

  /**
   * @param cells the room's cell variables.
   * @param tetrominoes one 0/1 variable per tetromino that fits the room.
   * @param covers each tetromino's four cells, as indices into `cells`.
   */
  constructor(
    m: Model,
    cells: readonly number[],
    tetrominoes: readonly number[],
    covers: readonly (readonly number[])[],
  ) {
    if (covers.length !== tetrominoes.length || covers.some((c) => c.length !== 4))
      throw new RangeError("roomTetrominoes: four cells per tetromino");
    const n = cells.length;
    this.cells = [...cells];
    this.tetrominoes = [...tetrominoes];
    this.vars = [...cells, ...tetrominoes];
    this.covers = Int32Array.from(covers.flat());
    this.seenAt = COUNTS + n;
    this.droppedAt = this.seenAt + n;
    this.state = m.trail.int32(this.droppedAt + tetrominoes.length, 0);
    this.state.values[0] = tetrominoes.length;
    for (const i of this.covers) this.state.values[COUNTS + i]!++;
    this.pending = new Int32Array(n);
    cells.forEach((x, i) => {
      this.cellIndex.set(x, i);
    });
    tetrominoes.forEach((x, k) => {
      this.tetrominoIndex.set(x, k);
    });
  }

  propagate(m: Model): boolean {
    const { cells, tetrominoes, covers, state, seenAt, droppedAt, pending } = this;
    const n = cells.length;
    let shadedNow = 0;
    for (let c = 0; c < m.changedCount; c++) {
      const pos = m.changed[c]!;
      if (pos < n) {
        if (m.min(cells[pos]!) === 1 && state.values[seenAt + pos] === 0) pending[shadedNow++] = pos;
      } else if (m.max(tetrominoes[pos - n]!) === 0) this.drop(pos - n);
    }
    for (let s = 0; s < shadedNow; s++) {
      const i = pending[s]!;
      state.set(seenAt + i, 1);
      // A few shadings per room on a branch: a pass over the room's tetrominoes each costs less than lists.
      for (let k = 0; k < tetrominoes.length; k++) {
        const o = 4 * k;
        if (state.values[droppedAt + k] === 1) continue;
        if (covers[o] === i || covers[o + 1] === i || covers[o + 2] === i || covers[o + 3] === i) continue;
        if (!m.remove(tetrominoes[k]!, 1, m.explaining ? this.reason(MISSES_RULE) : undefined)) return false;
        this.drop(k);
      }
    }
    const left = state.values[0]!;
    if (left === 0) {
      m.fail(null, 0, m.explaining ? this.reason(NONE_LEFT_RULE) : null);
      return false;
    }
    for (let i = 0; i < n; i++)
      if (state.values[COUNTS + i] === left && m.min(cells[i]!) === 0)
        if (!m.assign(cells[i]!, 1, m.explaining ? this.reason(COVERED_RULE) : undefined)) return false;
    return true;
  }

  /** Stops counting tetromino k (once): one fewer left, and one fewer covering each of its cells. */
  private drop(k: number): void {
    const { state, covers } = this;
    if (state.values[this.droppedAt + k] === 1) return;
    state.set(this.droppedAt + k, 1);
    state.set(0, state.values[0]! - 1);
    for (let c = 4 * k; c < 4 * k + 4; c++)
      state.set(COUNTS + covers[c]!, state.values[COUNTS + covers[c]!]! - 1);
  }

  /**
   * A shaded cell: every tetromino missing it was gone. A failure: every tetromino was gone. A dropped
   * tetromino: a cell it misses was shaded. (Naming instead the shaded and unshaded cells and ruled-out shapes
   * that drop the gone tetrominoes gives shorter reasons, but the sums then explain those, at a cost per
   * variable of a room: slower on big rooms, see tooling/bench/RESULTS.md.)
   */
  explain(e: Explanation): void {
    const { cells, tetrominoes, covers } = this;
    const k = this.tetrominoIndex.get(e.variable);
    if (k !== undefined) {
      const o = 4 * k;
      for (let i = 0; i < cells.length; i++) {
        if (covers[o] === i || covers[o + 1] === i || covers[o + 2] === i || covers[o + 3] === i) continue;
        if (e.heldEqual(cells[i]!, 1)) {
          e.becauseEqual(cells[i]!, 1);
          return;
        }
      }
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    const cell = this.cellIndex.get(e.variable) ?? -1;
    for (let p = 0; p < tetrominoes.length; p++) {
      const o = 4 * p;
      if (covers[o] !== cell && covers[o + 1] !== cell && covers[o + 2] !== cell && covers[o + 3] !== cell)
        e.becauseNot(tetrominoes[p]!, 1);
    }
  }

  private reason(rule: string): Reason {
    return { rule, vars: [...this.cells] };
  }
}

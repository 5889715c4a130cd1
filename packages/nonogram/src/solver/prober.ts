import type { Brancher, Model } from "@gridsmith/constraint";
import type { FieldModel } from "../bw/field-model.js";

/** Counters of the probing layer, reported in the solve stats and used by `grade`. */
export interface ProbeStats {
  /** Probes run (one cell, one value, propagated and undone). */
  probes: number;
  /** Probes skipped because nothing they depend on changed since they last ran. */
  skipped: number;
  /** Cells fixed by probing (a failed probe or both probes agreeing). */
  fixed: number;
  /** Calls at search nodes (the root is the first). */
  rounds: number;
}

/** How the prober runs: its deadline and what it may try. */
export interface ProberOptions {
  /** performance.now() value after which probing stops (search then ends at the engine's next clock check). */
  deadline?: number;
  signal?: AbortSignal;
  /** Probe at every node (default) or only at the root. */
  everyNode?: boolean;
  /** Skip a probe while every line it touched is unchanged (default true; false only for tests). */
  skipUnchanged?: boolean;
  /** Experimental knobs for the branching choice. */
  score?: "product" | "min" | "sum" | "lala";
  firstValue?: "more" | "less" | "empty" | "filled";
}

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * Probing as the engine's brancher. At each search node it tries both values of every undecided cell (assign,
 * propagate, undo through the trail): a value that fails fixes the other, and cells both values fix alike are
 * fixed (the seed's "average of branches"); sweeps repeat until nothing changes. Then it branches on the cell
 * whose two probes fixed the most cells. What probing fixes is written at the node itself, so the search's
 * backtracking undoes it with the node. When probing proves the node dead it returns a cell both of whose
 * values fail by propagation, so the search refutes the node in two steps.
 *
 * A probe is skipped when every line it touched last time is unchanged since: propagation then would repeat
 * itself exactly.
 */
export class Prober implements Brancher {
  readonly stats: ProbeStats = { probes: 0, skipped: 0, fixed: 0, rounds: 0 };
  stoppedEarly = false;
  /** True when the last call to {@link variable} proved its node dead. */
  lastDead = false;
  private readonly f: FieldModel;
  private readonly cells: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly everyNode: boolean;
  private readonly scoreMode: number;
  private valueMode: number;
  /** Relative noise added to branching scores (0 = none), for restarts. */
  noise = 0;
  private rng: () => number = Math.random;
  private readonly gain0: Int32Array;
  private readonly gain1: Int32Array;
  // Cells fixed by the first probe of a cell, stamped with the probe's id, for the intersection.
  private readonly seenId: Int32Array;
  private readonly seenValue: Uint8Array;
  private probeId = 0;
  private readonly agreedCells: Int32Array;
  private readonly agreedValues: Uint8Array;
  private chosenValue = 0;
  // Skipping: a clock ticks whenever a line's state is seen to differ from its snapshot.
  private clock = 1;
  private readonly lineStamp: Int32Array;
  private readonly snapFilled: Int32Array;
  private readonly snapEmpty: Int32Array;
  private readonly probedAt: Int32Array;
  private readonly probeLines: Int32Array[];
  private readonly probeLineCount: Int32Array;
  private readonly canSkip: boolean;
  private readonly pair = new Int32Array(2);
  private tick = 0;

  constructor(field: FieldModel, options: ProberOptions = {}) {
    this.f = field;
    const n = field.width * field.height;
    this.cells = n;
    this.deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    this.signal = options.signal;
    this.everyNode = options.everyNode ?? true;
    this.scoreMode = ["product", "min", "sum", "lala"].indexOf(options.score ?? "lala");
    this.valueMode = ["more", "less", "empty", "filled"].indexOf(options.firstValue ?? "empty");
    this.gain0 = new Int32Array(n);
    this.gain1 = new Int32Array(n);
    this.seenId = new Int32Array(n);
    this.seenValue = new Uint8Array(n);
    this.agreedCells = new Int32Array(n);
    this.agreedValues = new Uint8Array(n);
    this.canSkip = field.cache !== null && (options.skipUnchanged ?? true);
    this.lineStamp = new Int32Array(field.lineCount);
    this.snapFilled = new Int32Array(field.lineCount).fill(-1);
    this.snapEmpty = new Int32Array(field.lineCount).fill(-1);
    this.probedAt = new Int32Array(n);
    this.probeLines = [];
    this.probeLineCount = new Int32Array(n);
    for (let x = 0; x < n; x++) this.probeLines.push(new Int32Array(this.canSkip ? field.lineCount : 0));
  }

  /** Sets the value order and the noise of the next search run; `random` gives numbers in [0, 1). */
  configure(firstValue: "more" | "less" | "empty" | "filled", noise: number, random: () => number): void {
    this.valueMode = ["more", "less", "empty", "filled"].indexOf(firstValue);
    this.noise = noise;
    this.rng = random;
  }

  private outOfTime(): boolean {
    if (this.stoppedEarly) return true;
    if (++this.tick < 64) return false;
    this.tick = 0;
    if (this.signal?.aborted || now() > this.deadline) this.stoppedEarly = true;
    return this.stoppedEarly;
  }

  /** Re-reads every line and ticks the clock for those that differ from their snapshot. */
  private refreshStamps(): void {
    if (!this.canSkip) return;
    const f = this.f;
    for (let line = 0; line < f.lineCount; line++) {
      f.lineMasks(line, this.pair);
      if (this.pair[0] !== this.snapFilled[line] || this.pair[1] !== this.snapEmpty[line]) {
        this.snapFilled[line] = this.pair[0]!;
        this.snapEmpty[line] = this.pair[1]!;
        this.lineStamp[line] = ++this.clock;
      }
    }
  }

  /** True when both probes of x ran since every line they touched last changed. */
  private unchangedSinceProbe(x: number): boolean {
    if (!this.canSkip) return false;
    const at = this.probedAt[x]!;
    if (at === 0) return false;
    const lines = this.probeLines[x]!;
    for (let i = this.probeLineCount[x]! - 1; i >= 0; i--) {
      if (this.lineStamp[lines[i]!]! > at) return false;
    }
    return true;
  }

  /**
   * Assigns x = v, propagates, records what it fixed (in the field's log) and undoes it all.
   * Returns the number of cells fixed, or -1 when propagation failed.
   */
  private probe(m: Model, x: number, v: number): number {
    const f = this.f;
    this.stats.probes++;
    const mark = m.trail.mark();
    f.startLog();
    const ok = m.assign(x, v) && m.propagate();
    f.stopLog();
    m.trail.undoTo(mark);
    return ok ? f.logCount : -1;
  }

  /** Merges the lines the last probe touched into x's list. */
  private rememberLines(x: number, reset: boolean): void {
    if (!this.canSkip) return;
    const f = this.f;
    const list = this.probeLines[x]!;
    let count = reset ? 0 : this.probeLineCount[x]!;
    for (let i = 0; i < f.touchedCount; i++) {
      const line = f.touchedList[i]!;
      let present = false;
      for (let j = 0; j < count && !present; j++) present = list[j] === line;
      if (!present) list[count++] = line;
    }
    this.probeLineCount[x] = count;
  }

  /**
   * Fixes x = v at the node (the other value's probe failed) and refreshes the stamps; false (with the fix
   * undone) when that fails.
   */
  private force(m: Model, x: number, v: number): boolean {
    const mark = m.trail.mark();
    if (m.assign(x, v) && m.propagate()) {
      this.stats.fixed++;
      this.refreshStamps();
      return true;
    }
    m.trail.undoTo(mark);
    return false;
  }

  /**
   * One sweep over the undecided cells. Returns 1 when something was fixed, 0 when nothing was, and -2 - x when
   * the node is dead (x: a cell both of whose values fail).
   */
  private sweep(m: Model): number {
    const f = this.f;
    let changed = 0;
    for (let x = 0; x < this.cells; x++) {
      if (m.size(x) === 1) continue;
      if (this.outOfTime()) return changed;
      if (this.unchangedSinceProbe(x)) {
        this.stats.skipped++;
        continue;
      }
      const g0 = this.probe(m, x, 0);
      if (g0 < 0) {
        if (!this.force(m, x, 1)) return -2 - x;
        changed = 1;
        continue;
      }
      const id = ++this.probeId;
      for (let i = 0; i < g0; i++) {
        const c = f.logCells[i]!;
        this.seenId[c] = id;
        this.seenValue[c] = f.logValues[i]!;
      }
      this.rememberLines(x, true);
      const g1 = this.probe(m, x, 1);
      if (g1 < 0) {
        if (!this.force(m, x, 0)) return -2 - x;
        changed = 1;
        continue;
      }
      this.rememberLines(x, false);
      this.gain0[x] = g0;
      this.gain1[x] = g1;
      let agreed = 0;
      for (let i = 0; i < g1; i++) {
        const c = f.logCells[i]!;
        if (this.seenId[c] === id && this.seenValue[c] === f.logValues[i]) {
          this.agreedCells[agreed] = c;
          this.agreedValues[agreed++] = f.logValues[i]!;
        }
      }
      this.probedAt[x] = ++this.clock;
      if (agreed > 0) {
        const mark = m.trail.mark();
        let ok = true;
        for (let i = 0; i < agreed && ok; i++) ok = m.assign(this.agreedCells[i]!, this.agreedValues[i]!);
        if (!(ok && m.propagate())) {
          // Cannot happen for a monotone propagation (both branches reached a fixpoint containing these
          // cells), but if it did the node would be dead; refute it through x.
          m.trail.undoTo(mark);
          return -2 - x;
        }
        this.stats.fixed += agreed;
        this.refreshStamps();
        changed = 1;
      }
    }
    return changed;
  }

  variable(m: Model): number {
    this.stats.rounds++;
    this.lastDead = false;
    const probing = (this.everyNode || this.stats.rounds === 1) && !this.stoppedEarly;
    if (probing) {
      this.refreshStamps();
      for (;;) {
        const r = this.sweep(m);
        if (r <= -2) {
          const dead = -2 - r;
          this.lastDead = true;
          this.chosenValue = 0;
          return dead;
        }
        if (r === 0 || this.stoppedEarly) break;
      }
    }
    let best = -1;
    let bestScore = -1;
    for (let x = 0; x < this.cells; x++) {
      if (m.size(x) === 1) continue;
      const a = this.gain0[x]!;
      const b = this.gain1[x]!;
      let score =
        this.scoreMode === 0
          ? (a + 1) * (b + 1)
          : this.scoreMode === 1
            ? Math.min(a, b) * 1000 + a + b
            : this.scoreMode === 2
              ? a + b
              : Math.min(a, b) + 1.85 * Math.log(1 + Math.abs(a - b));
      if (this.noise > 0) score *= 1 + this.noise * this.rng();
      if (score > bestScore) {
        bestScore = score;
        best = x;
        const vm = this.valueMode;
        this.chosenValue = vm === 0 ? (a >= b ? 0 : 1) : vm === 1 ? (a >= b ? 1 : 0) : vm === 2 ? 0 : 1;
      }
    }
    return best;
  }

  value(_m: Model, _x: number): number {
    return this.chosenValue;
  }
}

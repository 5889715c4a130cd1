import type { Model } from "./model.js";
import type { Brancher, Reason, SearchOptions, SearchResult, SearchStats, StopReason } from "./types.js";

const START = 0;
const RUNNING = 1;
const AT_SOLUTION = 2;
const DONE = 3;
// Clock and signal are looked at once per this many loop turns: reading them costs more than a node.
const CHECK_EVERY = 256;

const DECISION: Reason = { rule: "search.decision", message: "tried by search" };
const REFUTATION: Reason = { rule: "search.refutation", message: "the other branch was refuted" };

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * Depth-first search over the model's trail with binary branching: at each node it picks a variable `x` and a
 * value `v`, tries `x = v`, and after that subtree tries `x != v` at the same node. The path lives in an explicit
 * stack of (variable, value, trail mark) in typed arrays, so depth is bounded by memory, not by the call stack,
 * and no object is allocated per node.
 *
 * The model is restored to its state before the search when the search ends (exhausted, stopped, or
 * {@link stop}ped), so between {@link next} calls it sits on a solution.
 */
export class Search {
  private readonly m: Model;
  private readonly limit: number;
  private readonly nodeLimit: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly brancher: Brancher | undefined;
  private readonly valueMode: number;
  private readonly valueFn: ((m: Model, x: number) => number) | undefined;
  private readonly onSolution: ((solution: number[]) => void) | undefined;
  private readonly collect: boolean;
  private readonly found: number[][] = [];
  private frameVar = new Int32Array(64);
  private frameValue = new Int32Array(64);
  private frameMark = new Int32Array(64);
  private depth = 0;
  private phase = START;
  private rootMark = 0;
  private tick = 0;
  private deadlineAt = Number.POSITIVE_INFINITY;
  private startTime = 0;
  private startPropagations = 0;
  private readonly stats: SearchStats = { nodes: 0, failures: 0, propagations: 0, ms: 0 };
  private count = 0;
  private stoppedBy: StopReason | null = null;
  private complete = false;

  constructor(m: Model, options: SearchOptions = {}) {
    this.m = m;
    this.limit = options.limit ?? 1;
    this.nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
    this.deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : options.timeoutMs;
    this.signal = options.signal;
    this.brancher = options.brancher;
    const order = options.valueOrder ?? "min";
    this.valueMode = order === "min" ? 0 : order === "max" ? 1 : 2;
    this.valueFn = typeof order === "function" ? order : undefined;
    this.onSolution = options.onSolution;
    this.collect = options.collect ?? true;
  }

  /** Runs to the end and summarises; if a callback throws, the model is restored before the error goes on. */
  run(): SearchResult {
    try {
      while (this.next() !== null) {}
    } finally {
      this.stop();
    }
    return this.result();
  }

  /** The next solution (one value per variable), or null when the search is over. */
  next(): number[] | null {
    if (!this.advance()) return null;
    const solution = this.m.assignment();
    if (this.collect) this.found.push(solution);
    this.onSolution?.(solution);
    return solution;
  }

  /** Ends the search early (counted as stopped by `"limit"`) and restores the model. */
  stop(): void {
    if (this.phase === DONE) return;
    // Sitting on a solution with no open branch means the space is exhausted.
    this.finish(this.phase === AT_SOLUTION && this.depth === 0 ? null : "limit");
  }

  /** Counts, stats and (unless `collect: false`) the solutions found so far. */
  result(): SearchResult {
    const stats = { ...this.stats };
    if (this.phase !== DONE) {
      stats.propagations = this.m.propagations - this.startPropagations;
      stats.ms = this.phase === START ? 0 : now() - this.startTime;
    }
    return {
      solutions: this.found,
      count: this.count,
      complete: this.complete,
      stoppedBy: this.stoppedBy,
      stats,
    };
  }

  /** Moves to the next solution; false when the search is over. */
  private advance(): boolean {
    const m = this.m;
    if (this.phase === DONE) return false;
    if (this.phase === START) {
      this.phase = RUNNING;
      this.startTime = now();
      this.startPropagations = m.propagations;
      this.rootMark = m.trail.mark();
      this.deadlineAt = this.startTime + this.deadline;
      if (this.signal?.aborted) return this.finish("signal");
      if (this.limit <= 0) return this.finish("limit");
      if (this.nodeLimit <= 0) return this.finish("nodes");
      if (!m.propagate()) {
        this.stats.failures++;
        return this.finish(null);
      }
    } else if (this.phase === AT_SOLUTION) {
      this.phase = RUNNING;
      if (this.count >= this.limit) return this.finish(this.depth === 0 ? null : "limit");
      if (!this.backtrack()) return this.finish(null);
    }
    const stats = this.stats;
    for (;;) {
      if (stats.nodes >= this.nodeLimit) return this.finish("nodes");
      if (++this.tick >= CHECK_EVERY) {
        this.tick = 0;
        if (this.signal?.aborted) return this.finish("signal");
        if (now() > this.deadlineAt) return this.finish("timeout");
      }
      const x = this.select();
      if (x < 0) {
        this.count++;
        this.phase = AT_SOLUTION;
        return true;
      }
      const v = this.chooseValue(x);
      if (this.depth === this.frameVar.length) this.growStack();
      const d = this.depth++;
      this.frameVar[d] = x;
      this.frameValue[d] = v;
      this.frameMark[d] = m.trail.mark();
      stats.nodes++;
      if (m.assign(x, v, m.explaining ? DECISION : undefined) && m.propagate()) continue;
      stats.failures++;
      if (!this.backtrack()) return this.finish(null);
    }
  }

  /** Pops frames until a refutation `x != v` propagates without failure; false when the stack runs out. */
  private backtrack(): boolean {
    const m = this.m;
    const trail = m.trail;
    while (this.depth > 0) {
      const d = --this.depth;
      trail.undoTo(this.frameMark[d]!);
      this.stats.nodes++;
      if (
        m.remove(this.frameVar[d]!, this.frameValue[d]!, m.explaining ? REFUTATION : undefined) &&
        m.propagate()
      ) {
        return true;
      }
      this.stats.failures++;
    }
    return false;
  }

  private select(): number {
    const m = this.m;
    if (this.brancher !== undefined) {
      const x = this.brancher.variable(m);
      if (x >= 0) {
        if (m.size(x) <= 1) throw new Error(`brancher chose variable ${x}, which is already fixed`);
        return x;
      }
    }
    // Fewest choices first, ties to the lowest index; a size of 2 cannot be beaten.
    const info = m.info;
    const n = m.numVars;
    let best = -1;
    let bestSize = 0x7fffffff;
    for (let x = 0, i = 0; x < n; x++, i += 3) {
      const s = info[i]!;
      if (s > 1 && s < bestSize) {
        best = x;
        bestSize = s;
        if (s === 2) break;
      }
    }
    return best;
  }

  private chooseValue(x: number): number {
    const m = this.m;
    let v: number;
    if (this.brancher?.value !== undefined) v = this.brancher.value(m, x);
    else if (this.valueMode === 0) return m.min(x);
    else if (this.valueMode === 1) return m.max(x);
    else v = this.valueFn!(m, x);
    if (!m.has(x, v)) throw new Error(`value order chose ${v}, which is not in the domain of variable ${x}`);
    return v;
  }

  private growStack(): void {
    const n = this.frameVar.length * 2;
    for (const key of ["frameVar", "frameValue", "frameMark"] as const) {
      const a = new Int32Array(n);
      a.set(this[key]);
      this[key] = a;
    }
  }

  private finish(stoppedBy: StopReason | null): false {
    const m = this.m;
    if (this.phase !== START) {
      m.trail.undoTo(this.rootMark);
      this.stats.propagations = m.propagations - this.startPropagations;
      this.stats.ms = now() - this.startTime;
    }
    this.depth = 0;
    this.phase = DONE;
    this.stoppedBy = stoppedBy;
    this.complete = stoppedBy === null;
    return false;
  }
}

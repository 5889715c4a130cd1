import type { Model } from "./model.js";
import type {
  Brancher,
  SearchOptions,
  SearchResult,
  SearchStats,
  SearchView,
  StopReason,
  VariableOrder,
} from "./types.js";

export const START = 0;
export const RUNNING = 1;
export const AT_SOLUTION = 2;
export const DONE = 3;
/** Clock and signal are looked at once per this many loop turns: reading them costs more than a node. */
export const CHECK_EVERY = 256;

const VARIABLE_ORDERS: readonly VariableOrder[] = ["dom", "dom/deg", "dom/wdeg", "dom^2/wdeg", "activity"];

/** A search without learning: no activity, no restarts. */
const NO_LEARNING: SearchView = { activity: () => 0, restarts: 0 };

export const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * What every search of a model shares: the options, solutions one at a time (`next`) or all (`run`),
 * stopping early, the result and its counters, and giving the model back as it was. A search says how to
 * reach the next solution ({@link advance}) and whether a solution it sits on ends the space
 * ({@link atLastChoice}).
 */
export abstract class SearchBase {
  protected readonly m: Model;
  protected readonly limit: number;
  protected readonly nodeLimit: number;
  protected readonly timeoutMs: number;
  protected readonly signal: AbortSignal | undefined;
  protected readonly brancher: Brancher | undefined;
  /** The `variableOrder` option as given. */
  protected readonly order: VariableOrder | undefined;
  private readonly onSolution: ((solution: number[]) => void) | undefined;
  private readonly collect: boolean;
  private readonly found: number[][] = [];
  protected phase = START;
  protected rootMark = 0;
  protected tick = 0;
  protected deadlineAt = Number.POSITIVE_INFINITY;
  protected startTime = 0;
  protected startPropagations = 0;
  protected readonly stats: SearchStats;
  protected count = 0;
  private stoppedBy: StopReason | null = null;
  private complete = false;

  constructor(m: Model, options: SearchOptions, stats: SearchStats) {
    this.m = m;
    this.limit = options.limit ?? 1;
    this.nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
    this.timeoutMs = options.timeoutMs ?? Number.POSITIVE_INFINITY;
    this.signal = options.signal;
    this.brancher = options.brancher;
    this.order = options.variableOrder;
    if (this.order !== undefined && !VARIABLE_ORDERS.includes(this.order))
      throw new RangeError(`unknown variableOrder ${String(this.order)}`);
    this.onSolution = options.onSolution;
    this.collect = options.collect ?? true;
    this.stats = stats;
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
    this.finish(this.phase === AT_SOLUTION && this.atLastChoice() ? null : "limit");
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
  protected abstract advance(): boolean;

  /** Sitting on a solution, whether no choice is left open (then the space is exhausted). */
  protected abstract atLastChoice(): boolean;

  /**
   * Starts the clock and marks the root; false (the search over) when a budget is spent before it begins.
   * Root propagation is the caller's.
   */
  protected begin(): boolean {
    const m = this.m;
    this.phase = RUNNING;
    this.startTime = now();
    this.startPropagations = m.propagations;
    this.rootMark = m.trail.mark();
    this.deadlineAt = this.startTime + this.timeoutMs;
    if (this.signal?.aborted) return this.finish("signal");
    if (this.limit <= 0) return this.finish("limit");
    if (this.nodeLimit <= 0) return this.finish("nodes");
    return true;
  }

  /** The budget that has run out (the clock and the signal are read every 256th call), or null. */
  protected outOfBudget(): StopReason | null {
    if (this.stats.nodes >= this.nodeLimit) return "nodes";
    if (++this.tick >= CHECK_EVERY) {
      this.tick = 0;
      if (this.signal?.aborted) return "signal";
      if (now() > this.deadlineAt) return "timeout";
    }
    return null;
  }

  /** The variable the `brancher` option chooses, or -1 when there is none or it leaves the choice open. */
  /** What a brancher sees of this search; a search with activity or restarts overrides it. */
  protected readonly view: SearchView = NO_LEARNING;

  protected brancherChoice(): number {
    if (this.brancher === undefined) return -1;
    const x = this.brancher.variable(this.m, this.view);
    if (x >= 0 && this.m.size(x) <= 1)
      throw new Error(`brancher chose variable ${x}, which is already fixed`);
    return x;
  }

  /** Ends the search: the model as it was, the counters final. Always false, for `return this.finish(...)`. */
  protected finish(stoppedBy: StopReason | null): false {
    const m = this.m;
    if (this.phase !== START) {
      m.trail.undoTo(this.rootMark);
      this.released();
      this.stats.propagations = m.propagations - this.startPropagations;
      this.stats.ms = now() - this.startTime;
    }
    this.phase = DONE;
    this.stoppedBy = stoppedBy;
    this.complete = stoppedBy === null;
    return false;
  }

  /** Called once the model is restored, to let go of what the search attached to it. */
  protected released(): void {}
}

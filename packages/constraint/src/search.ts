import type { Model } from "./model.js";
import { AT_SOLUTION, DONE, RUNNING, SearchBase, START } from "./search-base.js";
import type { Reason, SearchOptions } from "./types.js";
import { type NamedOrder, VariableChooser } from "./variable-order.js";

const DECISION: Reason = { rule: "search.decision", message: "tried by search" };
const REFUTATION: Reason = { rule: "search.refutation", message: "the other branch was refuted" };

/**
 * Depth-first search over the model's trail with binary branching: at each node it picks a variable `x` and a
 * value `v`, tries `x = v`, and after that subtree tries `x != v` at the same node. The path lives in an explicit
 * stack of (variable, value, trail mark) in typed arrays, so depth is bounded by memory, not by the call stack,
 * and no object is allocated per node.
 *
 * The model is restored to its state before the search when the search ends (exhausted, stopped, or
 * {@link stop}ped), so between {@link next} calls it sits on a solution.
 */
export class Search extends SearchBase {
  private readonly valueMode: number;
  private readonly valueFn: ((m: Model, x: number) => number) | undefined;
  // Frame d is (variable, value, trail mark) at 3d .. 3d+2: one array, borrowed from the model when it has one
  // spare (see Model.spareFrames), since an easy puzzle's search spends as long allocating as searching.
  private frames: Int32Array;
  private depth = 0;
  private chooser: VariableChooser | null = null;

  constructor(m: Model, options: SearchOptions = {}) {
    super(m, options, { nodes: 0, failures: 0, propagations: 0, ms: 0 });
    if (options.variableOrder === "activity")
      throw new RangeError('variableOrder "activity" needs the learning search (learning: true)');
    const order = options.valueOrder ?? "min";
    this.valueMode = order === "min" ? 0 : order === "max" ? 1 : 2;
    this.valueFn = typeof order === "function" ? order : undefined;
    this.frames = m.spareFrames ?? new Int32Array(3 * 64);
    m.spareFrames = null;
  }

  protected atLastChoice(): boolean {
    return this.depth === 0;
  }

  /** Moves to the next solution; false when the search is over. */
  protected advance(): boolean {
    const m = this.m;
    if (this.phase === DONE) return false;
    if (this.phase === START) {
      if (!this.begin()) return false;
      this.chooser = new VariableChooser(m, (this.order ?? "dom") as NamedOrder);
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
      const spent = this.outOfBudget();
      if (spent !== null) return this.finish(spent);
      const x = this.select();
      if (x < 0) {
        this.count++;
        this.phase = AT_SOLUTION;
        return true;
      }
      const v = this.chooseValue(x);
      const f = 3 * this.depth++;
      if (f === this.frames.length) this.growStack();
      const frames = this.frames;
      frames[f] = x;
      frames[f + 1] = v;
      frames[f + 2] = m.trail.mark();
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
    const frames = this.frames;
    while (this.depth > 0) {
      const f = 3 * --this.depth;
      trail.undoTo(frames[f + 2]!);
      this.stats.nodes++;
      if (m.remove(frames[f]!, frames[f + 1]!, m.explaining ? REFUTATION : undefined) && m.propagate()) {
        return true;
      }
      this.stats.failures++;
    }
    return false;
  }

  private select(): number {
    const chosen = this.brancherChoice();
    return chosen >= 0 ? chosen : this.chooser!.choose();
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
    const a = new Int32Array(this.frames.length * 2);
    a.set(this.frames);
    this.frames = a;
  }

  protected override released(): void {
    this.depth = 0;
    this.chooser?.release();
    this.m.spareFrames = this.frames;
  }
}

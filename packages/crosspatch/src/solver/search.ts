import type { StopReason } from "@gridsmith/kit";
import type { Instance } from "./instance.js";
import { ChoiceState } from "./state.js";

/** Budgets and callbacks of one search. */
export interface SearchOptions {
  /** Solutions to find before stopping (Infinity for all). */
  limit: number;
  timeoutMs?: number;
  nodeLimit?: number;
  signal?: AbortSignal;
  /** Called with each solution (slot -> word id); return false to reject it (it is then not counted). */
  accept?(assignment: Int32Array): boolean;
  onProgress?(progress: { nodes: number; solutions: number; ms: number }): void;
}

export interface SearchOutcome {
  /** Each solution as slot -> distinct word id. */
  solutions: Int32Array[];
  complete: boolean;
  stoppedBy: StopReason;
  nodes: number;
  failures: number;
  propagations: number;
  ms: number;
}

class Stop extends Error {
  constructor(readonly reason: Exclude<StopReason, null>) {
    super(reason);
  }
}

/**
 * Depth-first search over the choice state: propagate to a fixpoint, pick the open slot with the fewest
 * words left (ties: the lowest slot index), try its words in alphabetical order, undo through the
 * trail. Counts are exact because every word assignment that survives is a different grid.
 */
export function searchSolutions(inst: Instance, options: SearchOptions): SearchOutcome {
  const start = performance.now();
  const state = new ChoiceState(inst);
  const solutions: Int32Array[] = [];
  const nSlots = inst.geometry.slots.length;
  let nodes = 0;
  let failures = 0;
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs;
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  let stoppedBy: StopReason = null;

  const checkBudget = (): void => {
    if (nodes > nodeLimit) throw new Stop("nodes");
    if ((nodes & 255) === 0) {
      if (options.signal?.aborted) throw new Stop("signal");
      const now = performance.now();
      if (now > deadline) throw new Stop("timeout");
      if ((nodes & 4095) === 0) options.onProgress?.({ nodes, solutions: solutions.length, ms: now - start });
    }
  };

  const record = (): void => {
    const assignment = new Int32Array(nSlots);
    for (let s = 0; s < nSlots; s++) assignment[s] = state.choicesOf(s)[0]!;
    if (options.accept && !options.accept(assignment)) return;
    solutions.push(assignment);
    if (solutions.length >= options.limit) throw new Stop("limit");
  };

  const size = state.size.values;
  const descend = (): void => {
    nodes++;
    checkBudget();
    let best = -1;
    let bestSize = Number.POSITIVE_INFINITY;
    for (let s = 0; s < nSlots; s++) {
      const n = size[s]!;
      if (n > 1 && n < bestSize) {
        best = s;
        bestSize = n;
        if (n === 2) break;
      }
    }
    if (best < 0) {
      record();
      return;
    }
    for (const w of state.choicesOf(best)) {
      const mark = state.trail.mark();
      if (state.only(best, w) && state.propagate()) descend();
      else failures++;
      state.undoTo(mark);
    }
  };

  try {
    if (state.start()) descend();
    else failures++;
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    stoppedBy = e.reason;
  }
  return {
    solutions,
    complete: stoppedBy === null,
    stoppedBy,
    nodes,
    failures,
    propagations: state.propagations,
    ms: performance.now() - start,
  };
}

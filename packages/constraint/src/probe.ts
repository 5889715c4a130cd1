import type { Model } from "./model.js";

/** What {@link probeRoot} did. */
export interface ProbeResult {
  /** False when probing proved the model has no solution (the model is then failed). */
  consistent: boolean;
  /** Values tried (an assignment and a propagation each). */
  probes: number;
  /** Values removed because trying them failed. */
  removed: number;
  /** Passes over the variables (the last one removed nothing, unless a budget stopped it). */
  rounds: number;
  /** True when a budget stopped it before a pass removed nothing. */
  stopped: boolean;
}

/** Budgets of {@link probeRoot}: a deadline (`Date.now()`-style milliseconds) and a signal. */
export interface ProbeOptions {
  deadline?: number;
  signal?: AbortSignal;
  /** The variables to probe (default: all). */
  vars?: readonly number[];
}

/**
 * Singleton consistency at the current node (meant for the root, before a search): each value of each open
 * variable is assigned and propagated in turn, then undone; a value whose propagation fails is removed for
 * good and propagated. Passes repeat until one removes nothing. What it removes holds in every solution, so
 * counts stay exact; a search started afterwards begins from the narrower domains. Costs one propagation per
 * value per pass: worth it where propagation is strong but local (line solvers, loops, regions), and on
 * puzzles where a person would "try a cell and see".
 */
export function probeRoot(m: Model, options: ProbeOptions = {}): ProbeResult {
  const result: ProbeResult = { consistent: true, probes: 0, removed: 0, rounds: 0, stopped: false };
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  const vars = options.vars ?? Array.from({ length: m.numVars }, (_, x) => x);
  if (!m.propagate()) return { ...result, consistent: false };
  for (let changed = true; changed; ) {
    changed = false;
    result.rounds++;
    for (const x of vars) {
      if (m.isFixed(x)) continue;
      for (const v of m.values(x)) {
        if (!m.has(x, v)) continue;
        if (Date.now() > deadline || options.signal?.aborted) return { ...result, stopped: true };
        result.probes++;
        const tried = probeValue(m, x, v);
        if (tried === "kept") continue;
        result.removed++;
        changed = true;
        if (tried === "failed") return { ...result, consistent: false };
      }
    }
  }
  return result;
}

/**
 * Tries value `v` of `x` (a value it still has): assigns it and propagates, then undoes that. When that
 * propagation failed, `v` is in no solution from here: it is removed for good and the removal propagated.
 * Answers `kept` (trying it did not fail), `removed`, or `failed` (the removal left the model failed).
 */
export function probeValue(m: Model, x: number, v: number): "kept" | "removed" | "failed" {
  if (!assignFails(m, x, v)) return "kept";
  return m.remove(x, v) && m.propagate() ? "removed" : "failed";
}

/** @internal Whether assigning `v` to `x` fails at once on propagation; the model is left as it was. */
export function assignFails(m: Model, x: number, v: number): boolean {
  const mark = m.trail.mark();
  const fine = m.assign(x, v) && m.propagate();
  m.trail.undoTo(mark);
  return !fine;
}

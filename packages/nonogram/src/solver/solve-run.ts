import {
  resolveSolveOptions,
  type SolveOptions,
  type SolveResult,
  type StopReason,
  solveResult,
} from "@gridsmith/kit";
import type { NonogramSolution } from "../types.js";
import type { ProbeStats } from "./prober.js";

/** A solve result with the probing counters beside the engine's. */
export type NonogramSolveResult = SolveResult<NonogramSolution> & { probing: ProbeStats };

/** Milliseconds from a clock that does not jump (performance.now where the runtime has it). */
export const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * The bookkeeping both solvers (black and white, colour) share: the resolved options, the start time, the
 * counters the search adds to, and `finish`, which stamps the time and builds the result.
 */
export function startSolve(options: SolveOptions) {
  const o = resolveSolveOptions(options);
  const start = now();
  const stats = { nodes: 0, failures: 0, propagations: 0, ms: 0 };
  const probing: ProbeStats = { probes: 0, skipped: 0, fixed: 0, rounds: 0 };
  const finish = (
    solutions: NonogramSolution[],
    complete: boolean,
    stoppedBy: StopReason,
    count = solutions.length,
  ): NonogramSolveResult => {
    stats.ms = now() - start;
    return { ...solveResult(solutions, complete, stoppedBy, stats, count), probing: { ...probing } };
  };
  return { o, start, stats, probing, finish };
}

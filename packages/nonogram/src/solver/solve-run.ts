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
  /** Adds a search's counters to the call's. */
  const count = (search: { stats: { nodes: number; failures: number; propagations: number } }): void => {
    stats.nodes += search.stats.nodes;
    stats.failures += search.stats.failures;
    stats.propagations += search.stats.propagations;
  };
  return { o, start, stats, probing, finish, count };
}

/** The rows of a `width` x `height` grid as text, cell `row * width + col` written as `cellText(cell)`. */
export function gridPicture(width: number, height: number, cellText: (cell: number) => string): string[] {
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let s = "";
    for (let c = 0; c < width; c++) s += cellText(r * width + c);
    rows.push(s);
  }
  return rows;
}

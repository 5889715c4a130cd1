// Solve results made up for the tests of code that reads them (setters, uniqueness checks, count checks):
// no search stands behind them, so their stats are all zero.
import { solveResult } from "./result.js";
import type { SolveResult, SolveStats, SolveStatus } from "./types.js";

/** The stats of a search that did nothing. */
export const NO_SEARCH: SolveStats = { nodes: 0, failures: 0, propagations: 0, ms: 0 };

/** A result saying `status`, with `solutions` all counted, complete unless it is a timeout. */
export function resultWithStatus<S>(status: SolveStatus, solutions: S[] = []): SolveResult<S> {
  return {
    status,
    solutions,
    solutionCount: solutions.length,
    complete: status !== "timeout",
    stats: NO_SEARCH,
  };
}

/** The result of a search that ran to the end and found `solutions` (none, unique or multiple by their count). */
export function completeResult<S>(solutions: S[]): SolveResult<S> {
  return solveResult(solutions, true, null, NO_SEARCH);
}

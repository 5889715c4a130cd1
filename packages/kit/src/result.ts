import type { SolveOptions, SolveResult, SolveStats, SolveStatus } from "./types.js";

/** Why a search stopped early, in the engine's words; null when it ran to the end. */
export type StopReason = "limit" | "timeout" | "signal" | "nodes" | null;

/**
 * The one rule for turning what a search found into a status, shared by every puzzle type so that
 * `unique` always means proven unique and `none` always means proven unsolvable.
 */
export function solveStatus(count: number, complete: boolean, stoppedBy: StopReason): SolveStatus {
  if (stoppedBy === "timeout" || stoppedBy === "signal" || stoppedBy === "nodes") {
    return count >= 2 ? "multiple" : "timeout";
  }
  if (complete) return count === 0 ? "none" : count === 1 ? "unique" : "multiple";
  return count >= 2 ? "multiple" : "solved";
}

/** Builds a {@link SolveResult} from a search's findings. */
export function solveResult<S>(
  solutions: S[],
  complete: boolean,
  stoppedBy: StopReason,
  stats: SolveStats,
  solutionCount = solutions.length,
): SolveResult<S> {
  return {
    status: solveStatus(solutionCount, complete, stoppedBy),
    solutions,
    solutionCount,
    complete,
    stats,
  };
}

/** Solve options with their defaults filled in and their values checked. */
export interface ResolvedSolveOptions extends SolveOptions {
  limit: number;
}

/** Fills in defaults (limit 2) and rejects nonsense with a RangeError that says what is wrong. */
export function resolveSolveOptions(options: SolveOptions = {}): ResolvedSolveOptions {
  const limit = options.limit ?? 2;
  if (!(limit >= 1) || (Number.isFinite(limit) && !Number.isInteger(limit))) {
    throw new RangeError(`limit must be a whole number >= 1 or Infinity, got ${limit}`);
  }
  if (options.timeoutMs !== undefined && !(options.timeoutMs >= 0)) {
    throw new RangeError(`timeoutMs must be >= 0, got ${options.timeoutMs}`);
  }
  if (options.nodeLimit !== undefined && !(options.nodeLimit >= 0)) {
    throw new RangeError(`nodeLimit must be >= 0, got ${options.nodeLimit}`);
  }
  return { ...options, limit };
}

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

/**
 * The {@link SolveResult} of what a search found, once every solution has passed `problemsOf` (the type's
 * rules, written apart from its model): a solution with a problem is a bug in the model, thrown as an Error
 * naming the first problem, so a wrong answer is never reported.
 */
export function checkedSolveResult<S>(
  found: { solutions: S[]; complete: boolean; stoppedBy: StopReason; stats: SolveStats },
  problemsOf: (solution: S) => readonly { message: string }[],
): SolveResult<S> {
  for (const s of found.solutions) {
    const problems = problemsOf(s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(found.solutions, found.complete, found.stoppedBy, found.stats);
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

/** What an engine search found, as far as {@link solveChecked} reads it (the constraint engine's result). */
export interface SearchFindings {
  solutions: number[][];
  complete: boolean;
  stoppedBy: StopReason;
  stats: SolveStats;
}

/**
 * A type's `solve` on the constraint engine: `search` runs with the shared meaning of limit, budgets and
 * status (learning on unless the options turn it off); each solution found, as `answer` makes it from the
 * model's values, is checked by `problems` (the type's rules, sharing no code with its model) before it is
 * returned. A solution with a problem is a bug in the model: an Error names its first problem.
 */
export function solveChecked<S>(
  options: SolveOptions | undefined,
  search: (options: ResolvedSolveOptions & { learning: boolean }) => SearchFindings,
  answer: (values: number[]) => S,
  problems: (solution: S) => readonly { message: string }[],
): SolveResult<S> {
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const found = search({ limit, timeoutMs, signal, nodeLimit, learning });
  return checkedSolveResult({ ...found, solutions: found.solutions.map(answer) }, problems);
}

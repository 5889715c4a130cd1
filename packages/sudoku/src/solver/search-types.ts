import type { Rng, StopReason } from "@gridsmith/kit";

/** Budgets and limits for one search. */
export interface SearchLimits {
  /** Stop after this many solutions (Infinity = all). */
  limit: number;
  /** Keep at most this many solutions (the rest are only counted). Default: `limit`. */
  keep?: number;
  /** `performance.now()` value after which the search stops. */
  deadline?: number;
  nodeLimit?: number;
  signal?: AbortSignal;
  /** Branch on the digits of a cell in random order (for generating grids); default ascending. */
  random?: Rng;
  /** The engine path searches with learning (the kernel ignores it); default off. */
  learning?: boolean;
  /** Called now and then during a long search. */
  onProgress?(progress: { nodes: number; solutions: number; ms: number }): void;
}

/** What a search found. Solutions are row-major digits. */
export interface SearchOutcome {
  solutions: number[][];
  count: number;
  complete: boolean;
  stoppedBy: StopReason;
  nodes: number;
  failures: number;
  propagations: number;
}

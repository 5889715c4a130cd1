import type { SearchOptions } from "@gridsmith/constraint";
import {
  resolveSolveOptions,
  type SolveOptions,
  type SolveResult,
  type StopReason,
  solveResult,
} from "@gridsmith/kit";
import { isColourPuzzle } from "../colour/palette.js";
import { solveColourNonogram } from "../colour/solve.js";
import { attemptCells } from "../grid.js";
import type { Nonogram, NonogramAttempt, NonogramSolution } from "../types.js";
import { validateNonogram } from "../validate.js";
import { CdclSolver, type CdclTuning } from "./cdcl.js";
import { FieldModel } from "./field-model.js";
import { Prober, type ProberOptions, type ProbeStats } from "./prober.js";

/** Options of {@link solveNonogram}: the shared solve options plus knobs of the search. */
export interface NonogramSolveOptions extends SolveOptions {
  /**
   * `cdcl` (default): line propagation and probing at the root on the engine, then the conflict-driven
   * search with learning; `hybrid`: first a probing depth-first search on the engine for `dfsNodes` nodes;
   * `dfs`: the engine's probing depth-first search only (always used for `limit: Infinity`); `engine`: probing
   * at the root, then the engine's learning search (the line propagators explain themselves; also what the
   * kit's `learning: true` picks), to replace `cdcl` once it is as fast.
   */
  strategy?: "hybrid" | "dfs" | "cdcl" | "engine";
  /** Node budget of the depth-first phase in `hybrid` (default 300). */
  dfsNodes?: number;
  /** Probe at every depth-first node (default true); false probes only at the root. */
  probeEveryNode?: boolean;
  /** Branching score of the depth-first search, see {@link ProberOptions}. */
  score?: ProberOptions["score"];
  /** Value tried first by the depth-first search. */
  firstValue?: ProberOptions["firstValue"];
  /** Knobs of the learning search (experiments). */
  cdclTuning?: Partial<CdclTuning>;
  /**
   * Cells fixed before solving, as an attempt: rows of `#`, `.` (or `x`) and anything else for open cells
   * (colour puzzles: codes). Solutions and counts are then those that agree with them.
   */
  givens?: NonogramAttempt;
}

/** Counters of the learning search, when it ran. */
export interface CdclStats {
  decisions: number;
  conflicts: number;
  lineSolves: number;
}

/** A solve result with the probing and learning counters beside the engine's. */
export type NonogramSolveResult = SolveResult<NonogramSolution> & { probing: ProbeStats; cdcl?: CdclStats };

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

const DFS_NODES = 300;

/**
 * Solves a nonogram. Exact line solving runs to a fixpoint on the engine's propagation queue (one line
 * propagator per row and column), then probing at the root (each undecided cell tried both ways), which
 * settles most published puzzles. What is left goes to a conflict-driven search that learns a clause from
 * each dead end, explained by the line solver; on the tournament sets it beats the engine's probing
 * depth-first search (still available as `strategy: "dfs"` or `"hybrid"`) by a wide margin on the hardest
 * puzzles. `limit` (default 2) solutions are looked for; `limit: Infinity` counts them all exactly with the
 * depth-first search. A puzzle with problems (see {@link validateNonogram}) has no solution. A colour puzzle
 * goes to {@link solveColourNonogram}.
 */
export function solveNonogram(puzzle: Nonogram, options: NonogramSolveOptions = {}): NonogramSolveResult {
  if (isColourPuzzle(puzzle)) return solveColourNonogram(puzzle, options);
  const o = resolveSolveOptions(options);
  const start = now();
  const stats = { nodes: 0, failures: 0, propagations: 0, ms: 0 };
  const probing: ProbeStats = { probes: 0, skipped: 0, fixed: 0, rounds: 0 };
  let cdclStats: CdclStats | undefined;
  const finish = (
    solutions: NonogramSolution[],
    complete: boolean,
    stoppedBy: StopReason,
    count = solutions.length,
  ): NonogramSolveResult => {
    stats.ms = now() - start;
    const result: NonogramSolveResult = {
      ...solveResult(solutions, complete, stoppedBy, stats, count),
      probing: { ...probing },
    };
    if (cdclStats) result.cdcl = cdclStats;
    return result;
  };
  if (validateNonogram(puzzle).length > 0) return finish([], true, null);
  if (o.signal?.aborted) return finish([], false, "signal");
  const field = new FieldModel(puzzle);
  const m = field.m;
  if (options.givens && !fixGivens(field, options.givens)) return finish([], true, null);
  const deadline = o.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + o.timeoutMs;
  const prober = new Prober(field, {
    deadline,
    signal: o.signal,
    everyNode: options.probeEveryNode ?? true,
    score: options.score,
    firstValue: options.firstValue,
  });
  // The kit's `learning: true` asks for the engine's learning search; otherwise nonogram's own default.
  const strategy = Number.isFinite(o.limit)
    ? (options.strategy ?? (options.learning === true ? "engine" : "cdcl"))
    : "dfs";
  const { width, height } = field;
  const found: NonogramSolution[] = [];
  const toPicture = (values: number[]): NonogramSolution => {
    const rows: string[] = [];
    for (let r = 0; r < height; r++) {
      let s = "";
      for (let c = 0; c < width; c++) s += values[r * width + c] === 1 ? "#" : ".";
      rows.push(s);
    }
    return rows;
  };
  const sync = () => {
    Object.assign(probing, prober.stats);
  };
  if (!field.propagate()) return finish([], true, null);
  if (strategy === "cdcl" || strategy === "engine") {
    // Probe the root once and keep what it fixes: the engine's search would undo it on return.
    prober.variable(m);
    if (prober.lastDead) {
      sync();
      return finish([], true, null);
    }
  }
  let complete = false;
  let stoppedBy: StopReason = null;
  /** A search on the engine model with the call's budgets, its solutions and counters gathered. */
  const engineSearch = (
    nodeLimit: number | undefined,
    search: Pick<SearchOptions, "brancher" | "learning">,
  ) => {
    const r = m.solve({
      limit: o.limit,
      timeoutMs: Number.isFinite(deadline) ? Math.max(0, deadline - now()) : undefined,
      signal: o.signal,
      nodeLimit,
      collect: false,
      onSolution: (values) => found.push(toPicture(values)),
      ...search,
    });
    stats.nodes += r.stats.nodes;
    stats.failures += r.stats.failures;
    stats.propagations += r.stats.propagations;
    sync();
    return r;
  };
  if (strategy === "engine") {
    // Activity decays faster than the engine's default, as in cdcl.ts (tuned on the tournament sets): on the
    // first 400 taai2011 puzzles 0.9 took 188k nodes and 30 s of CPU, 0.95 234k nodes and 45 s. Twice the
    // engine's learned clauses before the first clean-out, also as cdcl.ts: taai2011 $500-$599 took 83 s of
    // CPU against 161 s with 2,000.
    const r = engineSearch(o.nodeLimit, { learning: { decay: 0.9, maxLearned: 4000 } });
    return r.complete ? finish(found, true, null, r.count) : finish(found, false, r.stoppedBy);
  }
  if (strategy !== "cdcl") {
    const budget = strategy === "dfs" ? Number.POSITIVE_INFINITY : (options.dfsNodes ?? DFS_NODES);
    const r = engineSearch(Math.min(budget, o.nodeLimit ?? Number.POSITIVE_INFINITY), { brancher: prober });
    if (r.complete) return finish(found, true, null, r.count);
    if (found.length >= o.limit || r.stoppedBy !== "nodes" || strategy === "dfs") {
      return finish(found, false, r.stoppedBy);
    }
    if (o.nodeLimit !== undefined && stats.nodes >= o.nodeLimit) return finish(found, false, "nodes");
    // Keep what probing fixes at the root for the learning search.
    prober.variable(m);
    if (prober.lastDead) {
      sync();
      return finish(found, true, null);
    }
  }
  sync();
  const initial = new Int8Array(width * height);
  for (let x = 0; x < initial.length; x++) initial[x] = field.cell(x);
  const cdcl = new CdclSolver(puzzle, options.cdclTuning);
  const r = cdcl.solve({
    limit: o.limit - found.length,
    deadline,
    signal: o.signal,
    nodeLimit: o.nodeLimit === undefined ? undefined : Math.max(0, o.nodeLimit - stats.nodes),
    initial,
    exclude: found,
  });
  cdclStats = { decisions: r.decisions, conflicts: r.conflicts, lineSolves: r.lineSolves };
  stats.nodes += r.decisions;
  stats.failures += r.conflicts;
  stats.propagations += r.lineSolves;
  found.push(...r.solutions);
  complete = r.complete;
  stoppedBy = r.stoppedBy;
  return finish(found, complete, complete ? null : stoppedBy);
}

/** Fixes the given cells at the root (before propagation), so every search below keeps them; false on a clash. */
function fixGivens(field: FieldModel, givens: NonogramAttempt): boolean {
  const cells = attemptCells(givens, field.width, field.height);
  for (let x = 0; x < cells.length; x++) {
    if (cells[x] !== 0 && !field.m.assign(x, cells[x] === 1 ? 1 : 0)) return false;
  }
  return true;
}

export { luby } from "@gridsmith/constraint";

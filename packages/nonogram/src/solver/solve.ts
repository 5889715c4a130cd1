import type { StopReason } from "@gridsmith/kit";
import {
  createRng,
  resolveSolveOptions,
  type SolveOptions,
  type SolveResult,
  solveResult,
} from "@gridsmith/kit";
import type { Nonogram, NonogramSolution } from "../types.js";
import { validateNonogram } from "../validate.js";
import { FieldModel } from "./field-model.js";
import { Prober, type ProberOptions, type ProbeStats } from "./prober.js";

/** Options of {@link solveNonogram}: the shared solve options plus knobs of the search. */
export interface NonogramSolveOptions extends SolveOptions {
  /** Probe at every search node (default true); false probes only at the root. */
  probeEveryNode?: boolean;
  /** Restart the search with growing node budgets (default true for finite limits). */
  restarts?: boolean;
  /** Branching score, see {@link ProberOptions}. */
  score?: ProberOptions["score"];
  /** Value tried first when restarts are off. */
  firstValue?: ProberOptions["firstValue"];
}

/** A solve result with the probing counters beside the engine's. */
export type NonogramSolveResult = SolveResult<NonogramSolution> & { probing: ProbeStats; restarts: number };

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ..., 1-based. */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if (i === (1 << k) - 1) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}

const RESTART_BASE = 64;

/**
 * Solves a nonogram: exact line solving to a fixpoint on the engine's propagation queue, probing at every
 * node, then depth-first search. `limit` (default 2) solutions are looked for; `limit: Infinity` counts them
 * all exactly. For finite limits the search restarts with growing node budgets (Luby sequence; the value
 * tried first alternates and the branching scores get some seeded noise after two runs), which tames the
 * heavy tail of depth-first search; once a first solution is found the budgets grow geometrically until two
 * distinct solutions are found or one run exhausts the space. A puzzle with problems (see
 * {@link validateNonogram}) has no solution.
 */
export function solveNonogram(puzzle: Nonogram, options: NonogramSolveOptions = {}): NonogramSolveResult {
  const o = resolveSolveOptions(options);
  const start = now();
  const stats = { nodes: 0, failures: 0, propagations: 0, ms: 0 };
  const finish = (
    solutions: NonogramSolution[],
    complete: boolean,
    stoppedBy: StopReason,
    probing: ProbeStats,
    restarts: number,
    count = solutions.length,
  ): NonogramSolveResult => {
    stats.ms = now() - start;
    return { ...solveResult(solutions, complete, stoppedBy, stats, count), probing, restarts };
  };
  if (validateNonogram(puzzle).length > 0) {
    return finish([], true, null, { probes: 0, skipped: 0, fixed: 0, rounds: 0 }, 0);
  }
  const field = new FieldModel(puzzle);
  const m = field.m;
  const deadline = o.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + o.timeoutMs;
  const prober = new Prober(field, {
    deadline,
    signal: o.signal,
    everyNode: options.probeEveryNode ?? true,
    score: options.score ?? "lala",
    firstValue: options.firstValue ?? "empty",
  });
  const { width, height } = field;
  const toPicture = (values: number[]): NonogramSolution => {
    const rows: string[] = [];
    for (let r = 0; r < height; r++) {
      let s = "";
      for (let c = 0; c < width; c++) s += values[r * width + c] === 1 ? "#" : ".";
      rows.push(s);
    }
    return rows;
  };
  const found = new Map<string, NonogramSolution>();
  const useRestarts = (options.restarts ?? true) && Number.isFinite(o.limit);
  let run = 0;
  let budget = RESTART_BASE;
  const rng = createRng(0x5eed);
  const random = () => rng.next();
  for (;;) {
    const remainingNodes = o.nodeLimit === undefined ? Number.POSITIVE_INFINITY : o.nodeLimit - stats.nodes;
    const remainingMs = deadline - now();
    if (o.signal?.aborted) return finish([...found.values()], false, "signal", { ...prober.stats }, run);
    if (remainingMs <= 0) return finish([...found.values()], false, "timeout", { ...prober.stats }, run);
    if (remainingNodes <= 0) return finish([...found.values()], false, "nodes", { ...prober.stats }, run);
    let runBudget = Number.POSITIVE_INFINITY;
    if (useRestarts) {
      runBudget = found.size === 0 ? luby(run + 1) * RESTART_BASE : budget;
      if (found.size > 0) budget = Math.ceil(budget * 1.5);
      const order = run % 2 === 0 ? "empty" : "filled";
      prober.configure(order, run >= 2 ? 0.5 : 0, random);
    }
    const runSolutions: NonogramSolution[] = [];
    const r = m.solve({
      limit: o.limit,
      timeoutMs: Number.isFinite(remainingMs) ? remainingMs : undefined,
      signal: o.signal,
      nodeLimit: Math.min(runBudget, remainingNodes),
      brancher: prober,
      collect: false,
      onSolution: (values) => {
        const picture = toPicture(values);
        runSolutions.push(picture);
        const key = picture.join("\n");
        if (!found.has(key)) found.set(key, picture);
      },
    });
    stats.nodes += r.stats.nodes;
    stats.failures += r.stats.failures;
    stats.propagations += r.stats.propagations;
    run++;
    if (r.complete) return finish(runSolutions, true, null, { ...prober.stats }, run - 1, r.count);
    if (found.size >= o.limit) {
      const list = [...found.values()].slice(0, o.limit);
      return finish(list, false, "limit", { ...prober.stats }, run - 1);
    }
    if (r.stoppedBy === "limit") {
      // Only reachable without restarts: the run stopped at the limit.
      return finish(runSolutions, false, "limit", { ...prober.stats }, run - 1, r.count);
    }
    if (r.stoppedBy === "timeout" || r.stoppedBy === "signal") {
      return finish([...found.values()], false, r.stoppedBy, { ...prober.stats }, run - 1);
    }
    if (!useRestarts) return finish([...found.values()], false, r.stoppedBy, { ...prober.stats }, run - 1);
    if (found.size > 0 && budget < RESTART_BASE * 4) budget = RESTART_BASE * 4;
  }
}

import { probeRoot } from "@gridsmith/constraint";
import type { SolveOptions } from "@gridsmith/kit";
import { gridPicture, type NonogramSolveResult, now, startSolve } from "../solver/solve-run.js";
import type { NonogramAttempt, NonogramSolution } from "../types.js";
import { allColours, attemptMasks } from "./check.js";
import { ColourField } from "./field.js";
import type { ColourNonogram } from "./palette.js";
import { validateColourNonogram } from "./validate.js";

/** Options of {@link solveColourNonogram}: the shared ones, and the search to use. */
export interface ColourSolveOptions extends SolveOptions {
  /**
   * `dfs`: the engine's plain depth-first search (also for `learning: false`); anything else: its learning
   * search (the default).
   */
  strategy?: string;
  /** Cells fixed before solving: rows of codes, `.` the background, anything else open (see attemptMasks). */
  givens?: NonogramAttempt;
  /** Probe every open cell's colours at the root before searching (default false; see the README). */
  probe?: boolean;
}

/**
 * Solves a colour nonogram: exact colour line solving on the engine's propagation queue (one propagator per
 * row and column), then the engine's learning search, each dead end explained by the line that failed. Counts
 * stay exact (a solution is excluded by a clause over its decisions), so `limit: 2` proves uniqueness and
 * `limit: Infinity` counts every solution. A puzzle with problems has no solution.
 */
export function solveColourNonogram(
  puzzle: ColourNonogram,
  options: ColourSolveOptions = {},
): NonogramSolveResult {
  const { o, start, probing, finish, count } = startSolve(options);
  if (validateColourNonogram(puzzle).length > 0) return finish([], true, null);
  if (o.signal?.aborted) return finish([], false, "signal");
  const field = new ColourField(puzzle);
  if (options.givens) {
    // Root facts, before any propagator runs: the learning search never has to explain them.
    const masks = attemptMasks(puzzle, options.givens);
    const all = allColours(puzzle);
    for (let x = 0; x < masks.length; x++) {
      if (masks[x] !== all && !field.m.restrict(x, masks[x]!)) return finish([], true, null);
    }
  }
  if (!field.propagate()) return finish([], true, null);
  if (options.probe === true) {
    // Try each open cell's colours at the root, as the black-and-white solver does: what fails is gone for
    // good, so the search starts narrower. Off by default: measured in the README, it settles the generated
    // sets at the root but slows the learning search on sparse puzzles with many solutions.
    const left = o.timeoutMs === undefined ? undefined : Math.max(0, start + o.timeoutMs - now());
    const probed = probeRoot(field.m, {
      ...(left === undefined ? {} : { deadline: Date.now() + left }),
      ...(o.signal ? { signal: o.signal } : {}),
    });
    probing.probes = probed.probes;
    probing.fixed = probed.removed;
    probing.rounds = probed.rounds;
    if (!probed.consistent) return finish([], true, null);
  }
  const { width, height } = field;
  const codes = puzzle.palette.map((c) => c.code);
  const found: NonogramSolution[] = [];
  const toPicture = (values: number[]): NonogramSolution =>
    gridPicture(width, height, (x) => codes[values[x]!]!);
  const r = field.m.solve({
    limit: o.limit,
    timeoutMs: o.timeoutMs === undefined ? undefined : Math.max(0, start + o.timeoutMs - now()),
    signal: o.signal,
    nodeLimit: o.nodeLimit,
    collect: false,
    onSolution: (values) => found.push(toPicture(values)),
    // Activity decay and clause budget as the black-and-white engine strategy (tuned there on the tournament sets).
    ...(options.strategy === "dfs" || options.learning === false
      ? {}
      : { learning: { decay: 0.9, maxLearned: 4000 } }),
  });
  count(r);
  return r.complete ? finish(found, true, null, r.count) : finish(found, false, r.stoppedBy);
}

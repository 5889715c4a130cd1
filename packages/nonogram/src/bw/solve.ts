import { type LearningOptions, Linear, type SearchOptions } from "@gridsmith/constraint";
import type { SolveOptions } from "@gridsmith/kit";
import { attemptCells } from "../grid.js";
import { Prober, type ProberOptions } from "../solver/prober.js";
import { gridPicture, type NonogramSolveResult, now, startSolve } from "../solver/solve-run.js";
import type { Nonogram, NonogramAttempt, NonogramSolution } from "../types.js";
import { FieldModel } from "./field-model.js";
import { clueSymmetries } from "./symmetry.js";
import { validateBlackAndWhite } from "./validate.js";

/** Options of `solveNonogram`: the shared solve options plus knobs of the search. */
export interface NonogramSolveOptions extends SolveOptions {
  /**
   * `engine` (default): line propagation and probing at the root, then the engine's learning search (the line
   * propagators explain themselves); `hybrid`: first the engine's probing depth-first search for `dfsNodes`
   * nodes, then, if that did not finish, the learning search from the start; `dfs`: the probing depth-first
   * search only (always used for `limit: Infinity`, where it counts exactly).
   */
  strategy?: "engine" | "hybrid" | "dfs";
  /** Node budget of the depth-first phase in `hybrid` (default 300). */
  dfsNodes?: number;
  /** Probe at every depth-first node (default true); false probes only at the root. */
  probeEveryNode?: boolean;
  /** Branching score of the depth-first search, see `ProberOptions`. */
  score?: ProberOptions["score"];
  /** Value tried first by the depth-first search. */
  firstValue?: ProberOptions["firstValue"];
  /** Knobs of the learning search, over `NONOGRAM_LEARNING` (experiments). */
  learningTuning?: LearningOptions;
  /**
   * Cells fixed before solving, as an attempt: rows of `#`, `.` (or `x`) and anything else for open cells
   * (colour puzzles: codes). Solutions and counts are then those that agree with them.
   */
  givens?: NonogramAttempt;
}

/**
 * The learning search's settings for nonograms, tuned on the tournament sets (whole sets, limit 2; see the
 * package README): activity decays fast (0.9); at most 10,000 learned clauses, the same bound all run (each
 * clean-out halves the ones of glue above 2; letting the bound grow 10 % a time, the engine's default, made
 * the heavy-tailed puzzles' nodes 3 times dearer as clauses piled up); every 4 restarts the values tried first
 * are reset, mostly to the longest assignment seen; and decisions head for the longest consistent trail since
 * then (target phases), with restarts half as often as the engine's default. Nearly every tournament puzzle
 * has many solutions, and all of the time goes to finding the first: target phases and the longer runs
 * between restarts took the three sets from 8.2 M nodes to 5.9 M (taai2011 2.77 M to 1.74 M).
 */
export const NONOGRAM_LEARNING: LearningOptions = {
  decay: 0.9,
  maxLearned: 10_000,
  learnedGrowth: 1,
  rephase: 4,
  targetPhases: true,
  restartBase: 200,
};

const DFS_NODES = 300;

/**
 * Node budget of the search for a symmetric answer (see `symmetricGuide`): a few times what Knotty's takes. A
 * budget, not a time, so that what the search does next is the same on any machine.
 */
const SYMMETRIC_NODES = 20_000;

/**
 * Solves a black-and-white nonogram. Exact line solving runs to a fixpoint on the engine's propagation queue (one line
 * propagator per row and column), then probing at the root (each undecided cell tried both ways), which
 * settles most published puzzles. What is left goes to the engine's learning search, which learns a clause
 * from each dead end, explained by the line solver; on the tournament sets it beats the engine's probing
 * depth-first search (still available as `strategy: "dfs"` or `"hybrid"`) by a wide margin on the hardest
 * puzzles. `limit` (default 2) solutions are looked for; `limit: Infinity` counts them all exactly with the
 * depth-first search. A puzzle with problems (see {@link validateBlackAndWhite}) has no solution.
 */
export function solveBlackAndWhite(
  puzzle: Nonogram,
  options: NonogramSolveOptions = {},
): NonogramSolveResult {
  const { o, start, stats, probing, finish, count } = startSolve(options);
  if (validateBlackAndWhite(puzzle).length > 0) return finish([], true, null);
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
  // The kit's `learning: false` asks for the plain depth-first search; learning is nonogram's default.
  const strategy = Number.isFinite(o.limit)
    ? (options.strategy ?? (options.learning === false ? "dfs" : "engine"))
    : "dfs";
  const { width, height } = field;
  const found: NonogramSolution[] = [];
  const toPicture = (values: number[]): NonogramSolution =>
    gridPicture(width, height, (x) => (values[x] === 1 ? "#" : "."));
  const sync = () => {
    Object.assign(probing, prober.stats);
  };
  if (!field.propagate()) return finish([], true, null);
  /** A search on the engine model with the call's budgets, its solutions and counters gathered. */
  const engineSearch = (
    nodeLimit: number | undefined,
    search: Pick<SearchOptions, "brancher" | "learning" | "valueOrder">,
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
    count(r);
    sync();
    return r;
  };
  if (strategy !== "engine") {
    const budget = strategy === "dfs" ? Number.POSITIVE_INFINITY : (options.dfsNodes ?? DFS_NODES);
    const r = engineSearch(Math.min(budget, o.nodeLimit ?? Number.POSITIVE_INFINITY), { brancher: prober });
    if (r.complete) return finish(found, true, null, r.count);
    if (found.length >= o.limit || r.stoppedBy !== "nodes" || strategy === "dfs") {
      return finish(found, false, r.stoppedBy);
    }
    if (o.nodeLimit !== undefined && stats.nodes >= o.nodeLimit) return finish(found, false, "nodes");
    // The learning search starts over (the search above undid its choices); what it finds is the answer, so
    // pictures the depth-first phase found are not counted twice.
    found.length = 0;
  }
  // Probe the root once and keep what it fixes: the learning search undoes its own work on return, not this.
  prober.variable(m);
  if (prober.lastDead) {
    sync();
    return finish([], true, null);
  }
  const learning = { ...NONOGRAM_LEARNING, ...options.learningTuning };
  const guide = symmetricGuide(puzzle, options, learning, deadline, count);
  const nodeLimit = o.nodeLimit === undefined ? undefined : Math.max(0, o.nodeLimit - stats.nodes);
  const r = engineSearch(nodeLimit, {
    learning,
    ...(guide === null ? {} : { valueOrder: (mm, x) => (mm.has(x, guide[x]!) ? guide[x]! : mm.min(x)) }),
  });
  return r.complete ? finish(found, true, null, r.count) : finish(found, false, r.stoppedBy);
}

/**
 * When the clues have a symmetry (`clueSymmetries`), a symmetric answer found by a short search on the model with
 * each cell tied to its images, or null. The search proper then tries these values first. It stays the same
 * complete search, so its answers and counts do not depend on the guide; what changes is where it looks first.
 * A puzzle whose clues have a symmetry has its answers in symmetric sets, so when it has one answer that answer
 * is symmetric, and when it has several a symmetric one is a good place to start looking for a second: Knotty
 * (webpbn's survey), out of reach of the plain search in millions of nodes, has a symmetric answer a few thousand
 * nodes into the tied search, and the search proper finds it and a second one a few dozen nodes later.
 */
function symmetricGuide(
  puzzle: Nonogram,
  options: NonogramSolveOptions,
  learning: LearningOptions,
  deadline: number,
  count: (search: { stats: { nodes: number; failures: number; propagations: number } }) => void,
): Int32Array | null {
  const symmetries = clueSymmetries(puzzle);
  if (symmetries.length === 0) return null;
  const field = new FieldModel(puzzle);
  const m = field.m;
  if (options.givens && !fixGivens(field, options.givens)) return null;
  // The symmetries found are every non-identity element of a group, so a cell's images under them are its whole
  // orbit: each cell is tied to the first cell of its orbit.
  for (let x = 0; x < symmetries[0]!.length; x++) {
    const first = Math.min(x, ...symmetries.map((image) => image[x]!));
    if (first !== x) m.post(new Linear([x, first], [1, -1], "=", 0));
  }
  if (!field.propagate()) return null;
  let guide: Int32Array | null = null;
  const r = m.solve({
    limit: 1,
    learning,
    nodeLimit: Math.min(SYMMETRIC_NODES, options.nodeLimit ?? Number.POSITIVE_INFINITY),
    timeoutMs: Number.isFinite(deadline) ? Math.max(0, deadline - now()) : undefined,
    signal: options.signal,
    collect: false,
    onSolution: (values) => {
      guide = Int32Array.from(values);
    },
  });
  count(r);
  return guide;
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

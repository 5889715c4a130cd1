import {
  type ResolvedSolveOptions,
  type SearchFindings,
  type SolveOptions,
  type SolveResult,
  solveChecked,
} from "@gridsmith/kit";
import { frontierCount } from "./frontier.js";
import { leanReducedModel } from "./lean.js";
import { buildModel, labelVar, unsupported } from "./model.js";
import { reroutedElsewhere } from "./one-step.js";
import { pathTipBrancher } from "./path-tips.js";
import { lineCount, numberCells, type Puzzle, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

export { buildModel, linkCount, unsupported } from "./model.js";

const sumStats = (a: SearchFindings["stats"], b: SearchFindings["stats"]) => ({
  nodes: a.nodes + b.nodes,
  failures: a.failures + b.failures,
  propagations: a.propagations + b.propagations,
  ms: a.ms + b.ms,
});

/**
 * The sides from which `solve` sweeps at all (after its first 2 s of search, `SEARCH_FIRST_MS`), and the sweep's
 * budget (see {@link sweepVerdict}).
 */
export const SWEEP_FROM_SIDE = 16;
export const SWEEP_BUDGET = { layer: 100_000, states: 4_000_000 };
/** How long the search runs on such a grid before the sweep (ms): a public grid the search proves, it proves sooner. */
export const SEARCH_FIRST_MS = 2_000;

/**
 * Whether `solve` sweeps `puzzle` at all: {@link SWEEP_FROM_SIDE} cells or more each way (below that the learning
 * search proves every public puzzle in a few seconds and the sweep is slower on all but the smallest), and of
 * a kind the sweep reads.
 */
const sweeps = (puzzle: Puzzle) =>
  Math.min(puzzle.width, puzzle.height) >= SWEEP_FROM_SIDE && unsupported(puzzle) === null;

/**
 * The frontier sweep's verdict (`frontier.ts`, the answers with no short cut its state shows, its states pruned by
 * the planar check), or null when it
 * does not give one: past {@link SWEEP_BUDGET}, the caller's time or its signal, after which the search runs. From that side the
 * search proves none of the public puzzles (Janko's 24x16 Arukone 568, a 26x26, a 42x25) and the sweep proves
 * the 24x16 in 3 million states; the two giants stop it within their first row (RESULTS.md, numlin24).
 * One answer is the only one when no piece of its empty cells lies beside two cells of one path (one-step.ts).
 */
function sweepVerdict(puzzle: Puzzle, o: ResolvedSolveOptions): SearchFindings | null {
  const start = Date.now();
  const deadline = o.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + o.timeoutMs;
  const swept = frontierCount(puzzle, {
    ...SWEEP_BUDGET,
    shortcuts: true,
    // Exact, and 8 % fewer states on Janko 568 (up to 4.8 times fewer on smaller grids; RESULTS.md, numlin25).
    planar: true,
    stop: () => o.signal?.aborted === true || Date.now() > deadline,
  });
  if (!swept.complete) return null;
  const stats = { nodes: 0, failures: 0, propagations: 0, ms: Date.now() - start };
  const found = swept.solutions;
  if (found.length === 0) return { solutions: [], complete: true, stoppedBy: null, stats };
  if (found.length === 2 || o.limit === 1)
    return { solutions: found.slice(0, o.limit), complete: false, stoppedBy: "limit", stats };
  // The model's values of the one answer (its lines fixed: labels too), which the one-step check reads.
  const fixed = buildModel(puzzle);
  found[0]!.forEach((v, l) => {
    fixed.linear([1], [l], "=", v);
  });
  const only = fixed.solve({ limit: 1 }).solutions[0]!;
  const other = reroutedElsewhere(puzzle, only);
  if (other !== null) return { solutions: [only, other], complete: false, stoppedBy: "limit", stats };
  return { solutions: [only], complete: true, stoppedBy: null, stats };
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws a RangeError for a puzzle the solver
 * does not read (see {@link unsupported}).
 *
 * With limit 1 or 2 it searches the reduced answers first (`reduced.ts`: no short cut, no turn that could
 * move back in reading order, no U that could be pulled in), far fewer than all where the grid leaves paths
 * room to wander, growing paths from their ends (`path-tips.ts`): none of them means no answer, two mean two
 * answers. For one, any other answer reduces to it, and the last step comes from an answer that runs through
 * a piece of its empty cells beside two cells of one path, found in one pass (`one-step.ts`). The learning search takes turns by restarts between its own activity order and the tips. A larger limit counts on the whole model.
 * On grids at least 16 cells each way, when that search has not finished in 2 s (`SEARCH_FIRST_MS`), a frontier
 * sweep follows (`frontier.ts`, see `sweepVerdict` in this file), and then the search again.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const count = lineCount(puzzle);
  return solveChecked(
    options,
    (o) => {
      if (o.limit > 2) return buildModel(puzzle).solve(o);
      if (!sweeps(puzzle)) return searched(puzzle, o);
      // The search gets a short first go, so a large grid it proves at once loses nothing to the sweep; then the
      // sweep, then the search again with what is left of the caller's time.
      const start = Date.now();
      const quick = searched(puzzle, {
        ...o,
        timeoutMs: Math.min(o.timeoutMs ?? SEARCH_FIRST_MS, SEARCH_FIRST_MS),
      });
      if (quick.stoppedBy !== "timeout" || (o.timeoutMs !== undefined && o.timeoutMs <= SEARCH_FIRST_MS))
        return quick;
      const rest = () => ({
        ...o,
        timeoutMs: o.timeoutMs === undefined ? undefined : Math.max(0, o.timeoutMs - (Date.now() - start)),
      });
      const after = sweepVerdict(puzzle, rest()) ?? searched(puzzle, rest());
      // The result's stats hold all the work done, the first search's included.
      return { ...after, stats: sumStats(quick.stats, after.stats) };
    },
    (values) => values.slice(0, count),
    (s) => solutionProblems(puzzle, s),
  );
}

/** The learning search on the reduced answers, then the proof that one is the only one (see {@link solve}). */
function searched(puzzle: Puzzle, o: ResolvedSolveOptions): SearchFindings {
  const labels = Array.from({ length: puzzle.width * puzzle.height }, (_, i) => labelVar(puzzle, i));
  // Tips in turns with the learning search's activity, which gets the first run: Janko's 15x20 Arukone 317
  // and 318 took 22 and over 60 CPU s by tips alone, 6.5 and 11.5 in turns (RESULTS.md, numlin23).
  const brancher = pathTipBrancher(puzzle, labels, numberCells(puzzle).size, {
    activityTurns: o.learning,
  });
  // The reduced model as clauses (lean.ts): the same answers as reducedModel's at a tenth of the cost a node.
  const first = leanReducedModel(puzzle).solve({ ...o, brancher });
  // One reduced answer at limit 1 is an answer, not the only one.
  if (o.limit === 1 && first.solutions.length === 1) return { ...first, complete: false, stoppedBy: "limit" };
  if (o.limit === 1 || first.solutions.length !== 1 || !first.complete) return first;
  const other = reroutedElsewhere(puzzle, first.solutions[0]!);
  if (other !== null)
    return {
      solutions: [first.solutions[0]!, other],
      complete: false,
      stoppedBy: "limit",
      stats: first.stats,
    };
  return first;
}

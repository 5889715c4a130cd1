// Solving a puzzle type's model on the constraint engine with the shared meaning of limit, budgets and
// status, every solution checked by the type's own rules before it is reported: the `solve` of the types
// whose answer is the model's variables (or the first of them), and `modelSolver`, such a `solve` behind
// the genre's shape check.
import { type Model, probeRoot, type ValueOrder } from "@gridsmith/constraint";
import type { GridSize } from "./border-regions.js";
import { type ResolvedSolveOptions, type SearchFindings, solveChecked } from "./result.js";
import type { Problem, SolveOptions, SolveResult } from "./types.js";

/**
 * Solves `model` (its variables, in order, are the answer; or its first `variables` of them, where helper
 * variables follow) with `options`, the learning search unless `options.learning` says otherwise or
 * `learningByDefault` is false; throws an Error when a solution breaks the rules (`problemsOf` finds some): a
 * solver bug, never reported as an answer. {@link solveChecked} for a model whose answer is made from its
 * values.
 */
export function solveModel(
  model: Model,
  options: SolveOptions | undefined,
  problemsOf: (solution: number[]) => readonly Problem[],
  learningByDefault = true,
  variables?: number,
): SolveResult<number[]> {
  return solveModelWith(model, options, problemsOf, { learning: learningByDefault, variables });
}

/** {@link solveModel} with the genre's search defaults, the value order among them. */
function solveModelWith(
  model: Model,
  options: SolveOptions | undefined,
  problemsOf: (solution: number[]) => readonly Problem[],
  search: { learning: boolean; variables?: number; valueOrder?: ValueOrder; probe?: boolean },
): SolveResult<number[]> {
  const { variables, valueOrder } = search;
  return solveChecked(
    { ...options, learning: options?.learning ?? search.learning },
    (o) => {
      const searchOptions = valueOrder === undefined ? o : { ...o, valueOrder };
      return search.probe
        ? probedSolve(model, searchOptions, variables ?? model.numVars)
        : model.solve(searchOptions);
    },
    (values) => (variables === undefined ? values : values.slice(0, variables)),
    problemsOf,
  );
}

/**
 * The search after the engine's `probeRoot` on the answer's variables (the first `variables`): each of their
 * values is tried and propagated at the root, the ones that fail removed for good, in passes until one removes
 * nothing; what it removes is in no solution, so counts stay exact. Probing spends the solve's time budget and
 * heeds its signal (a probe they stop ends the solve with their status); its propagations and time count in the
 * stats. Its work is bounded by the model's size: a pass tries each value once, and a pass follows only one that
 * removed a value.
 */
function probedSolve(
  model: Model,
  options: ResolvedSolveOptions & { learning: boolean; valueOrder?: ValueOrder },
  variables: number,
): SearchFindings {
  const started = Date.now();
  const deadline = options.timeoutMs === undefined ? undefined : started + options.timeoutMs;
  const propagations = model.propagations;
  const probe = probeRoot(model, {
    deadline,
    signal: options.signal,
    vars: Array.from({ length: variables }, (_, x) => x),
  });
  const probeStats = { propagations: model.propagations - propagations, ms: Date.now() - started };
  if (!probe.consistent || probe.stopped)
    return {
      solutions: [],
      complete: !probe.consistent,
      stoppedBy: probe.consistent ? (options.signal?.aborted ? "signal" : "timeout") : null,
      stats: { nodes: 0, failures: 0, ...probeStats },
    };
  const timeoutMs = deadline === undefined ? undefined : Math.max(0, deadline - Date.now());
  const found = model.solve({ ...options, timeoutMs });
  return {
    ...found,
    stats: {
      ...found.stats,
      propagations: found.stats.propagations + probeStats.propagations,
      ms: found.stats.ms + probeStats.ms,
    },
  };
}

/** What a genre tells {@link modelSolver}. */
export interface ModelSolverOf<Puzzle> {
  /**
   * What keeps a puzzle from being built (its shape problems, or all its `validate` finds): the solver throws
   * the first as an Error before building anything. Absent when the model builder takes any puzzle it is given.
   */
  puzzleProblems?(puzzle: Puzzle): readonly Problem[];
  /** The puzzle on the engine: its variables, from 0, are the answer (and helper variables may follow). */
  buildModel(puzzle: Puzzle): Model;
  /** What is wrong with a solution by the rules: a solver bug when any, never reported as an answer. */
  solutionProblems(puzzle: Puzzle, solution: number[]): readonly Problem[];
  /** Whether the learning search runs unless the options say otherwise (default true). */
  learning?: boolean;
  /** How many of the model's variables, from 0, are the answer (default all). */
  variables?(puzzle: Puzzle): number;
  /**
   * The value the search tries first (default the smallest): `"max"` where answers are mostly what a larger value
   * puts down (Light Up's lights), so that a grid with room for many answers finds two at once.
   */
  valueOrder?: ValueOrder;
  /**
   * Probe the answer's variables at the root before the search (default false): each value tried and propagated,
   * those that fail removed (see `probedSolve`). Worth it where a person "tries a cell and sees" and propagation
   * is strong but local: Creek's 45x30 giants are decided at the root or nearly so this way.
   */
  probe?: boolean;
}

/**
 * A genre's `solve` on its engine model, {@link solveModel} behind its shape check: throws an Error for a
 * puzzle `puzzleProblems` refuses, then solves the built model with the shared meaning of limit, budgets and
 * status, every solution checked by `solutionProblems` before it is returned.
 */
export function modelSolver<Puzzle>(
  of: ModelSolverOf<Puzzle>,
): (puzzle: Puzzle, options?: SolveOptions) => SolveResult<number[]> {
  return (puzzle, options) => {
    const wrong = of.puzzleProblems?.(puzzle) ?? [];
    if (wrong.length > 0) throw new Error(wrong[0]!.message);
    return solveModelWith(of.buildModel(puzzle), options, (s) => of.solutionProblems(puzzle, s), {
      learning: of.learning ?? true,
      variables: of.variables?.(puzzle),
      valueOrder: of.valueOrder,
      probe: of.probe,
    });
  };
}

/**
 * {@link modelSolver} for a grid genre whose answer is the model's first `width` x `height` variables, one a
 * cell row by row, helper variables after them (a clue's sight counts, a rectangle's choice).
 */
export function cellModelSolver<Puzzle extends GridSize>(
  of: Omit<ModelSolverOf<Puzzle>, "variables">,
): (puzzle: Puzzle, options?: SolveOptions) => SolveResult<number[]> {
  return modelSolver({ ...of, variables: (puzzle) => puzzle.width * puzzle.height });
}

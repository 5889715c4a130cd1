import type { Explanation } from "./learning/explanation.js";
import type { Model } from "./model.js";

/**
 * Why a value was removed: a rule name a hint can look up (`"allDifferent.nakedSingle"`), an optional sentence for
 * a person, and the variables the rule looked at.
 */
export interface Reason {
  rule: string;
  message?: string;
  vars?: number[];
}

/** One entry of the explanation log kept while {@link Model.explaining} is on. */
export interface Removal {
  variable: number;
  value: number;
  /** `null` when the code that removed the value gave no reason. */
  reason: Reason | null;
}

/** The last failure seen while explaining: which variable ran out of values, or which propagator gave up. */
export interface Conflict {
  /** The variable whose domain would have become empty, or null when a propagator failed on its own. */
  variable: number | null;
  /** The value whose removal (or, for an assignment, whose absence) emptied it. */
  value: number | null;
  /** The propagator that was running, or null when the failure came from outside propagation. */
  propagator: string | null;
  reason: Reason | null;
}

/**
 * What wakes a propagator: `"domain"` any removal, `"bounds"` a change of min or max (fixing a variable counts),
 * `"fixed"` a variable becoming fixed.
 */
export type PropagatorEvents = "domain" | "bounds" | "fixed";

/**
 * When a propagator runs: what wakes it, in which order against the others, and whether its own removals wake it
 * again. Read once, when the propagator is posted; every field has a default.
 */
export interface PropagatorSchedule {
  /** Default `"domain"`. */
  readonly events?: PropagatorEvents;
  /**
   * True when one run always reaches the propagator's own fixpoint, so its own removals need not wake it again.
   * Default false (safe: it is rerun after changing its own variables).
   */
  readonly idempotent?: boolean;
  /** 0 (cheap, runs first) to 2 (expensive, runs when nothing cheaper is queued). Default 1. */
  readonly priority?: 0 | 1 | 2;
  /**
   * True when `propagate` reads no position of `m.changed` but the fixed ones (or none): every change of its
   * `vars` still wakes it, but only fixing one lists its position, so other changes cost no bookkeeping (a
   * sudoku's all-differents and band filters). Default false.
   */
  readonly fixedPositions?: boolean;
}

/**
 * A constraint's filtering code. Post it with {@link Model.post}; the model runs it once, then again whenever one
 * of its `vars` changes (as selected by its `schedule`), until nothing changes any more.
 *
 * While `propagate` runs, `m.changed[0 .. m.changedCount)` lists the positions in `vars` whose domains changed
 * since the propagator last ran (all positions on its first run), so an incremental propagator can redo only
 * that part. Reversible state of its own belongs in `m.trail.int32(...)`.
 */
export interface Propagator {
  readonly vars: readonly number[];
  readonly name: string;
  /** Removes unsupported values through the model; returns false when the constraint cannot be satisfied. */
  propagate(m: Model): boolean;
  /** Default: every field's default (woken by any removal, priority 1, not idempotent). */
  readonly schedule?: PropagatorSchedule;
  // Once fields of their own, now in `schedule`: a propagator that still declares one fails to compile
  // instead of being run on the defaults.
  readonly events?: never;
  readonly idempotent?: never;
  readonly priority?: never;
  readonly fixedPositions?: never;
  /**
   * Why this propagator made `e.variable = e.value` (when `e.equal`) or `e.variable != e.value` true, or why it
   * failed (when `e.variable` is -1): adds to `e` literals that held before the inference (read the domains of
   * then through `e.had`, `e.bitsBefore`, `e.fixedValue`) and that imply it under this constraint. Called by a
   * learning search, lazily, only for the inferences a conflict leads back to. Without it the reason is
   * everything known of the variables in `vars` (always valid, but long: learning then generalises less).
   */
  explain?(e: Explanation, m: Model): void;
}

/** A finite automaton over variable values, for {@link Model.regular}. */
export interface Dfa {
  /** States are 0 .. states-1. */
  states: number;
  initial: number;
  accepting: readonly number[];
  /**
   * `[from, value, to]` triples. Several triples with the same `from` and `value` make it non-deterministic,
   * which the filtering handles as well.
   */
  transitions: readonly (readonly [from: number, value: number, to: number])[];
}

/** Comparison of a linear constraint `sum(coeffs[i] * vars[i]) op rhs`. */
export type LinearOp = "=" | "<=" | ">=";

/** What a search shows a brancher of its own state at a node; read-only, valid during the call only. */
export interface SearchView {
  /**
   * How much `x` took part in recent conflicts: the learning search's VSIDS activity, to compare between
   * variables at one node only (it is rescaled as the search goes). Always 0 without learning.
   */
  activity(x: number): number;
  /** Restarts so far (always 0 without learning). */
  readonly restarts: number;
}

/** Chooses where search branches next. */
export interface Brancher {
  /**
   * The variable to branch on, or -1 when this brancher has nothing left to choose (any variable still unfixed is
   * then branched on by the default, smallest domain first). Must not return a fixed variable. `search` lets a
   * brancher break its ties by the learning search's activity, or change its order after restarts.
   */
  variable(m: Model, search: SearchView): number;
  /** The value tried first for `x` (the other branch removes it); default: the search's `valueOrder`. */
  value?(m: Model, x: number): number;
}

/** Which value of the chosen variable is tried first. A function must return a value in the domain. */
export type ValueOrder = "min" | "max" | ((m: Model, x: number) => number);

/** Why a search stopped before exhausting its space (`null`: it did not stop early). */
export type StopReason = "limit" | "timeout" | "signal" | "nodes";

/** Counters of one search. */
export interface SearchStats {
  /** Branches taken: each decision `x = v` and each refutation `x != v`. */
  nodes: number;
  /** Branches that failed. */
  failures: number;
  /** Propagator runs. */
  propagations: number;
  /** Wall-clock milliseconds. */
  ms: number;
  /** Clauses learned (learning search only). */
  learned?: number;
  /** Restarts (learning search only). */
  restarts?: number;
}

/** Knobs of the learning search ({@link SearchOptions.learning}); the defaults suit the shipped puzzles. */
export interface LearningOptions {
  /** Conflicts before the first restart; later ones follow the Luby sequence times this (default 100). */
  restartBase?: number;
  /** Activity decay of the branching heuristic per conflict (default 0.95). */
  decay?: number;
  /** Learned clauses kept before the first clean-out; grows by {@link learnedGrowth} each time (default 2000). */
  maxLearned?: number;
  /** Factor by which the learned clauses kept grows at each clean-out (default 1.1). */
  learnedGrowth?: number;
  /** Shorten each learned clause by dropping literals its others imply (default true). */
  minimize?: boolean;
  /** Try a variable's last value first when it is branched on again (default true). */
  phaseSaving?: boolean;
  /**
   * Branch by the search's `variableOrder` after even restarts and by `"activity"` after odd ones (default
   * false). Runs that are heavy-tailed, where each order gets stuck on different instances, then get both:
   * on 400-word crosspatch fills, each order alone fills 4 of 5, alternating fills all 5.
   */
  alternate?: boolean;
  /**
   * Every this many restarts, reset the values tried first (default 0: never), in turn to the best assignment
   * seen since the last reset (the longest trail), the value order's, the best, the other end of each domain,
   * the best, random ones (a fixed seed: runs repeat). Phase saving alone keeps a search near the region it
   * last explored, which on satisfiable puzzles is where heavy tails start.
   */
  rephase?: number;
  /**
   * Branch first to the values of the longest consistent trail seen since the last rephase (or restart, with
   * `rephase` 0), where one is kept, and to each variable's last value only after it (default false):
   * CaDiCaL's target phases. On satisfiable puzzles with many solutions the search keeps extending its best
   * near-solution instead of drifting with its latest conflicts (nonogram tournament sets: 10-16 % fewer nodes;
   * 19-37 % with `restartBase: 200`, which alone gains nothing), though not everywhere: random 40x40 ones took
   * more, and crosspatch's 400-word fills got slower.
   */
  targetPhases?: boolean;
}

/**
 * How a search picks the variable to branch on (see the package README, "Choosing where to branch"):
 * `"dom"` fewest values first; `"dom/deg"` the same, ties to the most unfixed neighbours; `"dom/wdeg"` fewest
 * values per failure weight; `"dom^2/wdeg"` the square of the values per failure weight; `"activity"` (the
 * learning search only) the variables most involved in recent conflicts (VSIDS).
 */
export type VariableOrder = "dom" | "dom/deg" | "dom/wdeg" | "dom^2/wdeg" | "activity";

/** Options of {@link Model.solve}, {@link Model.solutions} and {@link Model.search}. */
export interface SearchOptions {
  /** Stop after this many solutions: 1 first, 2 prove uniqueness, Infinity all (default 1). */
  limit?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Stop once this many nodes have been explored. */
  nodeLimit?: number;
  /** Chooses the variable first at each node; where it returns -1, {@link variableOrder} chooses. */
  brancher?: Brancher;
  /** Default `"dom"`, and `"activity"` with {@link learning}. */
  variableOrder?: VariableOrder;
  valueOrder?: ValueOrder;
  /** Called with each solution (one value per variable, in variable order) as soon as it is found. */
  onSolution?: (solution: number[]) => void;
  /** Keep solutions in {@link SearchResult.solutions} (default true); false only counts them. */
  collect?: boolean;
  /**
   * Conflict-driven search with lazy clause generation (see the package README): each dead end teaches a
   * clause, search jumps back past decisions that played no part, and branches on the variables most involved
   * in recent conflicts (a `brancher`, when given, still chooses first). `true` for the defaults. Counts stay
   * exact: every solution found is excluded by a clause, never by a restart.
   */
  learning?: boolean | LearningOptions;
}

/** What {@link Model.solve} found. */
export interface SearchResult {
  solutions: number[][];
  count: number;
  /** The whole search space was explored: `count` is every solution there is. */
  complete: boolean;
  stoppedBy: StopReason | null;
  stats: SearchStats;
}

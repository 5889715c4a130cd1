import { ConflictAnalysis } from "../learning/analysis.js";
import { ClauseStore } from "../learning/clauses.js";
import { Explanation } from "../learning/explanation.js";
import {
  DECISION,
  Learner,
  type Literal,
  PROPAGATOR,
  PROPAGATOR_FAILED,
  WIPE_OUT,
} from "../learning/learner.js";
import type { Model } from "../model.js";

/** What a constraint means, for the brute force: whether the values of its variables satisfy it. */
export type Meaning = (value: (x: number) => number) => boolean;

/** One step of a drive: a variable (an index into the unfixed ones, modulo), a value (likewise), `=` or `!=`. */
export type Decision = readonly [variable: number, value: number, equal: boolean];

/**
 * Variables whose value follows from the others' in every assignment the meanings allow (a channelling
 * variable: a crossing cell's letter, given the words of its slots), with how to compute it: they are not
 * enumerated, which keeps the brute force small. Each function may read only variables not in the map.
 */
export type Derived = ReadonlyMap<number, (value: (x: number) => number) => number>;

/** What {@link checkExplanations} looked at. */
export interface ExplanationReport {
  /** Inferences whose reasons were checked. */
  inferences: number;
  /** Conflicts whose reasons were checked. */
  conflicts: number;
}

interface Lit {
  x: number;
  v: number;
  equal: boolean;
}

/**
 * Checks by brute force that a propagator's explanations are valid implications, the way a learning search
 * relies on them. Takes `model` (propagated to its root fixpoint here), the meaning of each propagator to
 * check by index, and decisions to drive it with (random ones from a property test are best). After each
 * decision it asks every checked propagator for the reason of each inference it made, and for the reason of a
 * conflict it caused, and enumerates the assignments of the propagator's variables over their root domains:
 * every one that satisfies the meaning and the reason must satisfy the inference (a conflict's reason, none).
 * Throws an Error naming the first invalid reason. Keep the models small: the enumeration is exhaustive
 * (`derived` variables are computed rather than enumerated, see {@link Derived}).
 *
 * @example
 * const m = new Model();
 * const [x, y] = m.intVars(2, 0, 3);
 * const p = m.post(lessThan(x, y));
 * checkExplanations(m, new Map([[p, (v) => v(x) < v(y)]]), [[0, 1, true]]);
 */
export function checkExplanations(
  model: Model,
  meanings: ReadonlyMap<number, Meaning>,
  decisions: readonly Decision[],
  derived: Derived = new Map(),
): ExplanationReport {
  const report = { inferences: 0, conflicts: 0 };
  if (!model.propagate()) return report;
  const n = model.numVars;
  const root = Array.from({ length: n }, (_, x) => model.values(x));
  const learner = new Learner(model);
  const clauses = new ClauseStore(model, learner);
  const analysis = new ConflictAnalysis(model, learner, clauses, new Explanation(model, learner));
  const finder = new ModelFinder(root, derived);
  const mark = model.trail.mark();
  model.learner = learner;
  model.clauses = clauses;
  const decode = (lit: Literal): Lit => ({
    x: learner.variable(lit),
    v: learner.value(lit),
    equal: (lit & 1) === 0,
  });
  try {
    let checked = 0;
    for (const [pick, value, equal] of decisions) {
      const open: number[] = [];
      for (let x = 0; x < n; x++) if (model.size(x) > 1) open.push(x);
      if (open.length === 0) break;
      const x = open[pick % open.length]!;
      const vs = model.values(x);
      const v = vs[value % vs.length]!;
      learner.newLevel();
      learner.kind = DECISION;
      learner.ref = -1;
      if (equal) model.assign(x, v);
      else model.remove(x, v);
      const ok = model.propagate();
      for (; checked < learner.length; checked++) {
        const p = learner.refs[checked]!;
        const meaning = meanings.get(p);
        if (learner.kinds[checked] !== PROPAGATOR || meaning === undefined) continue;
        const inferred = decode(learner.lits[checked]!);
        const e = analysis.reasonOf(checked);
        const reason = Array.from(e.lits.subarray(0, e.count), decode);
        const scope = [...new Set(model.propagator(p).vars)];
        const wrong = finder.first(
          p,
          scope,
          meaning,
          reason,
          (value) => (value(inferred.x) === inferred.v) !== inferred.equal,
        );
        if (wrong)
          throw new Error(
            `${model.propagator(p).name} explained ${show(inferred)} by ${reason.map(show).join(", ") || "nothing"}, but ${wrong} satisfies both and not it`,
          );
        report.inferences++;
      }
      if (!ok) {
        const p = learner.conflictRef;
        const meaning = meanings.get(p);
        if ((learner.conflictKind === WIPE_OUT || learner.conflictKind === PROPAGATOR_FAILED) && meaning) {
          const reason = Array.from(analysis.conflictSet(), decode);
          const scope = [...new Set(model.propagator(p).vars)];
          const wrong = finder.first(p, scope, meaning, reason, () => true);
          if (wrong)
            throw new Error(
              `${model.propagator(p).name} explained a failure by ${reason.map(show).join(", ")}, but ${wrong} satisfies it`,
            );
          report.conflicts++;
        }
        break;
      }
    }
  } finally {
    model.trail.undoTo(mark);
    model.learner = null;
    model.clauses = null;
  }
  return report;
}

function show(l: Lit): string {
  return `x${l.x} ${l.equal ? "=" : "!="} ${l.v}`;
}

/**
 * The most satisfying assignments of one propagator's scope kept for a drive; a meaning that allows more is
 * enumerated afresh for each reason instead.
 */
const maxKeptModels = 50_000;

/**
 * Finds assignments of a propagator's variables for a drive's reasons. The satisfying assignments of a
 * meaning over the root domains are the same for every reason of one drive, so they are enumerated once
 * (when there are not too many) and each reason is then checked against that list: the same assignments, in
 * the same order, as enumerating the root domains again for each reason.
 */
class ModelFinder {
  private readonly kept = new Map<number, { scope: number[]; models: number[][] } | null>();

  constructor(
    private readonly root: readonly number[][],
    private readonly derived: Derived,
  ) {}

  /** The first assignment of `scope` (over the root domains) meeting the meaning, the reason and `bad`, as text; or null. */
  first(
    p: number,
    scope: readonly number[],
    meaning: Meaning,
    reason: readonly Lit[],
    bad: (value: (x: number) => number) => boolean,
  ): string | null {
    for (const l of reason) {
      if (!scope.includes(l.x))
        throw new Error(`a reason names x${l.x}, which is not a variable of the propagator`);
    }
    if (!this.kept.has(p)) this.kept.set(p, this.enumerate(scope, meaning));
    const kept = this.kept.get(p);
    if (!kept) return firstModel(scope, this.root, this.derived, meaning, reason, bad);
    const at = new Map(kept.scope.map((x, i) => [x, i]));
    const lits = reason.map((l) => ({ i: at.get(l.x)!, v: l.v, equal: l.equal }));
    for (const m of kept.models) {
      if (!lits.every((l) => (m[l.i] === l.v) === l.equal)) continue;
      if (!bad((x) => valueIn(m, at, x))) continue;
      return kept.scope.map((x, i) => `x${x}=${m[i]}`).join(" ");
    }
    return null;
  }

  /** Every assignment of `scope` that satisfies `meaning`, in enumeration order; null when there are too many. */
  private enumerate(
    scope: readonly number[],
    meaning: Meaning,
  ): { scope: number[]; models: number[][] } | null {
    const models: number[][] = [];
    const complete = forEachModel(scope, this.root, this.derived, [], (a, value) => {
      if (!meaning(value)) return true;
      models.push(scope.map((x) => a.get(x)!));
      return models.length <= maxKeptModels;
    });
    return complete ? { scope: [...scope], models } : null;
  }
}

function valueIn(m: readonly number[], at: ReadonlyMap<number, number>, x: number): number {
  const i = at.get(x);
  if (i === undefined) throw new Error(`the meaning read x${x}, which is not a variable of the propagator`);
  return m[i]!;
}

/**
 * Calls `visit` with each assignment of `scope` over `root` that meets `reason` (derived variables computed,
 * and those outside their root domain left out), in order: the enumerated variables in scope order, each
 * over its root values. Stops when `visit` returns false; returns whether it went through all.
 */
function forEachModel(
  scope: readonly number[],
  root: readonly number[][],
  derived: Derived,
  reason: readonly Lit[],
  visit: (a: ReadonlyMap<number, number>, value: (x: number) => number) => boolean,
): boolean {
  const a = new Map<number, number>();
  const value = (x: number) => {
    const v = a.get(x);
    if (v === undefined) throw new Error(`the meaning read x${x}, which is not a variable of the propagator`);
    return v;
  };
  const free = scope.filter((x) => !derived.has(x));
  const computed = scope.filter((x) => derived.has(x));
  // An enumerated variable takes only the values the reason allows it: every other assignment fails the
  // reason anyway, so leaving them out visits the same assignments, 2^k times faster for k literals.
  const allowed = free.map((x) =>
    root[x]!.filter((v) => reason.every((l) => l.x !== x || (v === l.v) === l.equal)),
  );
  const walk = (i: number): boolean => {
    if (i === free.length) {
      for (const x of computed) {
        const v = derived.get(x)!(value);
        if (!root[x]!.includes(v)) return true; // outside its root domain: not an assignment at all
        a.set(x, v);
      }
      if (!reason.every((l) => (a.get(l.x) === l.v) === l.equal)) return true;
      return visit(a, value);
    }
    for (const v of allowed[i]!) {
      a.set(free[i]!, v);
      if (!walk(i + 1)) return false;
    }
    return true;
  };
  return walk(0);
}

/** The first assignment of `scope` (over `root`) meeting the meaning, the reason and `bad`, as text; or null. */
function firstModel(
  scope: readonly number[],
  root: readonly number[][],
  derived: Derived,
  meaning: Meaning,
  reason: readonly Lit[],
  bad: (value: (x: number) => number) => boolean,
): string | null {
  let found: string | null = null;
  forEachModel(scope, root, derived, reason, (a, value) => {
    if (!meaning(value) || !bad(value)) return true;
    found = scope.map((x) => `x${x}=${a.get(x)}`).join(" ");
    return false;
  });
  return found;
}

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
        const wrong = firstModel(
          scope,
          root,
          derived,
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
          const wrong = firstModel(scope, root, derived, meaning, reason, () => true);
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

/** The first assignment of `scope` (over `root`) meeting the meaning, the reason and `bad`, as text; or null. */
function firstModel(
  scope: readonly number[],
  root: readonly number[][],
  derived: Derived,
  meaning: Meaning,
  reason: readonly Lit[],
  bad: (value: (x: number) => number) => boolean,
): string | null {
  for (const l of reason) {
    if (!scope.includes(l.x))
      throw new Error(`a reason names x${l.x}, which is not a variable of the propagator`);
  }
  const a = new Map<number, number>();
  const value = (x: number) => {
    const v = a.get(x);
    if (v === undefined) throw new Error(`the meaning read x${x}, which is not a variable of the propagator`);
    return v;
  };
  const free = scope.filter((x) => !derived.has(x));
  const computed = scope.filter((x) => derived.has(x));
  const walk = (i: number): string | null => {
    if (i === free.length) {
      for (const x of computed) {
        const v = derived.get(x)!(value);
        if (!root[x]!.includes(v)) return null; // outside its root domain: not an assignment at all
        a.set(x, v);
      }
      if (!reason.every((l) => (a.get(l.x) === l.v) === l.equal)) return null;
      if (!meaning(value) || !bad(value)) return null;
      return scope.map((x) => `x${x}=${a.get(x)}`).join(" ");
    }
    for (const v of root[free[i]!]!) {
      a.set(free[i]!, v);
      const found = walk(i + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(0);
}

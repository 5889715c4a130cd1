// Every explanation a propagator gives must be a valid implication: with its constraint, the reason's
// literals force the inferred literal (or, for a failure, cannot all hold). Checked by brute force over the
// constraint's scope, on random CSPs driven by random decisions, for every inference recorded on the trail.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Constraint, type Csp, cspArb, post, satisfies } from "../brute.test-helpers.js";
import { Model } from "../model.js";
import { ConflictAnalysis } from "./analysis.js";
import { ClauseStore } from "./clauses.js";
import { Explanation } from "./explanation.js";
import { DECISION, Learner, type Literal, PROPAGATOR, PROPAGATOR_FAILED, WIPE_OUT } from "./learner.js";

interface Lit {
  x: number;
  v: number;
  equal: boolean;
}

/** Assignments of the scope of `c`, over `domains`, that satisfy `c` and every literal of `reason`. */
function models(c: Constraint, domains: number[][], reason: Lit[]): number[][] {
  const scope = [...new Set(c.vars)];
  for (const l of reason) expect(scope, "a reason names a variable outside the constraint").toContain(l.x);
  const out: number[][] = [];
  const a: number[] = [];
  const walk = (i: number): void => {
    if (i === scope.length) {
      if (satisfies(a, c) && reason.every((l) => (a[l.x] === l.v) === l.equal)) out.push([...a]);
      return;
    }
    for (const v of domains[scope[i]!]!) {
      a[scope[i]!] = v;
      walk(i + 1);
    }
  };
  walk(0);
  return out;
}

function decode(learner: Learner, lit: Literal): Lit {
  return { x: learner.variable(lit), v: learner.value(lit), equal: (lit & 1) === 0 };
}

/** Drives the CSP through the decisions `script` and checks every explanation on the way. */
function checkExplanations(csp: Csp, script: [number, number, boolean][]): void {
  const m = new Model();
  const xs = post(m, csp);
  if (!m.propagate()) return;
  // The domains at level 0: facts every reason may leave out.
  const root = xs.map((x) => m.values(x));
  const learner = new Learner(m);
  const clauses = new ClauseStore(m, learner);
  const analysis = new ConflictAnalysis(m, learner, clauses, new Explanation(m, learner));
  m.learner = learner;
  m.clauses = clauses;
  const reasonLits = (e: Explanation) => Array.from(e.lits.subarray(0, e.count), (l) => decode(learner, l));
  let checked = learner.length;
  for (const [pick, value, equal] of script) {
    const open = xs.filter((x) => m.size(x) > 1);
    if (open.length === 0) return;
    const x = open[pick % open.length]!;
    const vs = m.values(x);
    const v = vs[value % vs.length]!;
    learner.newLevel();
    learner.kind = DECISION;
    if (equal) m.assign(x, v);
    else m.remove(x, v);
    const ok = m.propagate();
    for (; checked < learner.length; checked++) {
      if (learner.kinds[checked] !== PROPAGATOR) continue;
      const inferred = decode(learner, learner.lits[checked]!);
      const e = analysis.reasonOf(checked);
      const c = csp.constraints[learner.refs[checked]!]!;
      for (const s of models(c, root, reasonLits(e))) {
        expect(
          (s[inferred.x] === inferred.v) === inferred.equal,
          `${c.kind} explained ${JSON.stringify(inferred)}`,
        ).toBe(true);
      }
    }
    if (!ok) {
      const kind = learner.conflictKind;
      const c = csp.constraints[learner.conflictRef]!;
      const conflict = analysis.conflictSet();
      expect([WIPE_OUT, PROPAGATOR_FAILED]).toContain(kind);
      expect(
        models(
          c,
          root,
          Array.from(conflict, (l) => decode(learner, l)),
        ),
        `${c.kind} conflict`,
      ).toEqual([]);
      return;
    }
  }
}

const scriptArb = fc.array(fc.tuple(fc.nat(50), fc.nat(50), fc.boolean()), { minLength: 1, maxLength: 8 });

describe("explanations are valid implications (brute force)", () => {
  for (const kind of ["allDifferent", "table", "linear", "regular"] as const) {
    it(`of ${kind}`, () => {
      const only = cspArb.filter((csp) => csp.constraints.some((c) => c.kind === kind));
      fc.assert(
        fc.property(only, scriptArb, (csp, script) => checkExplanations(csp, script)),
        { numRuns: 400 },
      );
    });
  }
});

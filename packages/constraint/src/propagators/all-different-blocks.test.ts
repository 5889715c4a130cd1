// The matching all-different's blocks (kept on the trail between runs, only those a change reached read again)
// against a fresh run and against brute force: after any drive of decisions, with failures and undos in
// between, propagating step by step must reach the domains a fresh model reaches from the same decisions at
// once, and those must be exactly the values some all-different assignment uses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { AllDifferentMatching } from "./all-different-matching.js";

// A decision step makes 1-3 decisions before propagating: with one alone a domain consistent propagator
// never fails.
type Step =
  | { kind: "decide"; picks: { pick: number; value: number; equal: boolean }[] }
  | { kind: "undo"; back: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("decide" as const),
      picks: fc.array(fc.record({ pick: fc.nat(20), value: fc.nat(45), equal: fc.boolean() }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("undo" as const), back: fc.nat(4) }) },
);

/**
 * 2-9 variables over values `low .. low + span - 1`: as many values as variables (a permutation, where the
 * blocks are Hall sets), or more (free values), spans past 32 (several domain words); `shifted` gives one
 * variable a lowest value above the rest (its domain words do not line up with the others').
 */
const caseArb = fc
  .record({
    n: fc.integer({ min: 2, max: 9 }),
    extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 36 })),
    low: fc.integer({ min: -3, max: 3 }),
    shifted: fc.boolean(),
    seed: fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
    density: fc.integer({ min: 30, max: 90 }),
  })
  .map(({ n, extra, low, shifted, seed, density }) => {
    const span = n + extra;
    const domains = Array.from({ length: n }, (_, i) => {
      let r = seed[i]! + 1;
      const values: number[] = [];
      for (let u = 0; u < span; u++) {
        r = (r * 1103515245 + 12345) % 2147483648;
        if (r % 100 < density) values.push(low + u);
      }
      if (shifted && i === 0) return values.filter((v) => v > low + 1);
      return values;
    });
    return domains.map((d, i) => (d.length > 0 ? d : [low + (i % span)]));
  });

function post(domains: readonly number[][]): { m: Model; xs: number[] } {
  const m = new Model();
  const xs = domains.map((d) => m.intVarFromValues(d));
  m.post(new AllDifferentMatching(m, xs));
  return { m, xs };
}

type Decision = readonly [x: number, v: number, equal: boolean];

/** Whether the variables can take different values within `domains` (Kuhn's augmenting paths). */
function coverable(domains: readonly number[][]): boolean {
  const holder = new Map<number, number>();
  const augment = (x: number, seen: Set<number>): boolean => {
    for (const v of domains[x]!) {
      if (seen.has(v)) continue;
      seen.add(v);
      const y = holder.get(v);
      if (y === undefined || augment(y, seen)) {
        holder.set(v, x);
        return true;
      }
    }
    return false;
  };
  return domains.every((_, x) => augment(x, new Set()));
}

/**
 * The values each variable takes in some all-different assignment within the decided domains (each value
 * tried alone, by a matching of the rest), or null when there is none.
 */
function supported(domains: readonly number[][], decisions: readonly Decision[]): number[][] | null {
  const narrowed = domains.map((d, x) =>
    d.filter((v) => decisions.every(([y, w, equal]) => y !== x || (equal ? v === w : v !== w))),
  );
  if (!coverable(narrowed)) return null;
  return narrowed.map((d, x) => d.filter((v) => coverable(narrowed.map((e, y) => (y === x ? [v] : e)))));
}

/** A fresh model given every decision at once, then propagated. */
function fresh(domains: readonly number[][], decisions: readonly Decision[]): number[][] | null {
  const { m, xs } = post(domains);
  for (const [x, v, equal] of decisions) {
    if (!(equal ? m.assign(x, v) : m.remove(x, v))) return null;
  }
  return m.propagate() ? xs.map((x) => m.values(x)) : null;
}

describe("the matching all-different's blocks", () => {
  it("step by step, through failures and undos, reach a fresh run's domains, which are domain consistent", () => {
    let compared = 0;
    let failures = 0;
    fc.assert(
      fc.property(caseArb, fc.array(stepArb, { maxLength: 14 }), (domains, steps) => {
        const { m, xs } = post(domains);
        if (!m.propagate()) {
          expect(supported(domains, [])).toBeNull();
          return;
        }
        const decisions: Decision[] = [];
        // Per step kept: the trail mark before it and the number of decisions before it.
        const marks: number[] = [];
        const counts: number[] = [];
        for (const step of steps) {
          if (step.kind === "undo") {
            const back = Math.min(step.back + 1, marks.length);
            if (back === 0) continue;
            m.trail.undoTo(marks[marks.length - back]!);
            decisions.length = counts[counts.length - back]!;
            marks.length -= back;
            counts.length -= back;
            continue;
          }
          const mark = m.trail.mark();
          const decided = [...decisions];
          let ok = true;
          for (const { pick, value, equal } of step.picks) {
            const x = xs[pick % xs.length]!;
            const live = m.values(x);
            if (live.length < 2) continue;
            const v = live[value % live.length]!;
            decided.push([x, v, equal]);
            if (!(equal ? m.assign(x, v) : m.remove(x, v))) {
              ok = false;
              break;
            }
          }
          ok &&= m.propagate();
          const expected = fresh(domains, decided);
          expect(supported(domains, decided)).toEqual(expected);
          if (!ok) {
            expect(expected).toBeNull();
            failures++;
            m.trail.undoTo(mark);
            continue;
          }
          expect(xs.map((y) => m.values(y))).toEqual(expected);
          compared++;
          marks.push(mark);
          counts.push(decisions.length);
          decisions.push(...decided.slice(decisions.length));
        }
      }),
      { numRuns: 800 },
    );
    // Only that the drives reached states of both kinds (2,600 states and 40-55 failures a run, in four runs).
    expect(compared, "states compared").toBeGreaterThan(400);
    expect(failures, "failures compared").toBeGreaterThan(10);
  });
});

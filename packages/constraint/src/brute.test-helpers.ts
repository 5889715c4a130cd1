// Brute-force reference for the tests: constraints as plain data, checked by definition, never by engine code.
import fc from "fast-check";
import { Model } from "./model.js";
import type { Dfa, LinearOp } from "./types.js";

export type Constraint =
  | { kind: "allDifferent"; vars: number[]; offsets: number[] }
  | { kind: "table"; vars: number[]; tuples: number[][] }
  | { kind: "linear"; coeffs: number[]; vars: number[]; op: LinearOp; rhs: number }
  | { kind: "regular"; vars: number[]; dfa: Dfa };

export interface Csp {
  domains: number[][];
  constraints: Constraint[];
}

/** Builds the CSP on a fresh model; variable i of the CSP is variable i of the model. */
export function post(m: Model, csp: Csp): number[] {
  const xs = csp.domains.map((d) => m.intVarFromValues(d));
  for (const c of csp.constraints) {
    if (c.kind === "allDifferent") m.allDifferent(c.vars, c.offsets);
    else if (c.kind === "table") m.table(c.vars, c.tuples);
    else if (c.kind === "linear") m.linear(c.coeffs, c.vars, c.op, c.rhs);
    else m.regular(c.vars, c.dfa);
  }
  return xs;
}

/** A fresh model with the CSP posted on it (what most tests search or propagate). */
export function modelOf(csp: Csp): Model {
  const m = new Model();
  post(m, csp);
  return m;
}

export function accepts(dfa: Dfa, word: number[]): boolean {
  let states = new Set([dfa.initial]);
  for (const v of word) {
    const next = new Set<number>();
    for (const [from, value, to] of dfa.transitions) if (states.has(from) && value === v) next.add(to);
    states = next;
  }
  return [...states].some((s) => dfa.accepting.includes(s));
}

export function satisfies(a: number[], c: Constraint): boolean {
  const vals = c.vars.map((x) => a[x]!);
  switch (c.kind) {
    case "allDifferent": {
      const terms = vals.map((v, i) => v + c.offsets[i]!);
      return new Set(terms).size === terms.length;
    }
    case "table":
      return c.tuples.some((t) => t.every((v, i) => v === vals[i]));
    case "linear": {
      const sum = vals.reduce((s, v, i) => s + c.coeffs[i]! * v, 0);
      return c.op === "=" ? sum === c.rhs : c.op === "<=" ? sum <= c.rhs : sum >= c.rhs;
    }
    case "regular":
      return accepts(c.dfa, vals);
  }
}

/** Every solution, as value arrays in lexicographic order of the domains given. */
export function bruteForce(csp: Csp): number[][] {
  const out: number[][] = [];
  const a: number[] = [];
  const walk = (i: number): void => {
    if (i === csp.domains.length) {
      if (csp.constraints.every((c) => satisfies(a, c))) out.push([...a]);
      return;
    }
    for (const v of [...new Set(csp.domains[i])].sort((p, q) => p - q)) {
      a[i] = v;
      walk(i + 1);
    }
  };
  walk(0);
  return out;
}

export const key = (s: number[]): string => s.join(",");
export const sortedKeys = (ss: number[][]): string[] => ss.map(key).sort();

/** A DFA over {0, 1} accepting the lines of a nonogram clue (runs of 1s in order, separated by 0s). */
export function nonogramDfa(clue: number[]): Dfa {
  // State s = how many cells of the pattern 0* 1^c1 0+ 1^c2 ... 0* have been read, standard construction.
  const transitions: [number, number, number][] = [];
  let s = 0;
  clue.forEach((run, r) => {
    transitions.push([s, 0, s]); // gap before (or between) runs
    for (let k = 0; k < run; k++) transitions.push([s + k, 1, s + k + 1]);
    s += run;
    if (r < clue.length - 1) {
      transitions.push([s, 0, s + 1]); // the required gap after a run
      s += 1;
    }
  });
  transitions.push([s, 0, s]);
  return { states: s + 1, initial: 0, accepting: [s], transitions };
}

/** Runs of 1s of a line, the independent check of {@link nonogramDfa}. */
export function runsOf(line: number[]): number[] {
  return line
    .join("")
    .split("0")
    .filter((r) => r.length > 0)
    .map((r) => r.length);
}

const domainArb = fc.oneof(
  { weight: 5, arbitrary: fc.uniqueArray(fc.integer({ min: -2, max: 4 }), { minLength: 1, maxLength: 4 }) },
  // Sometimes a multiword domain: values spread over more than 32.
  { weight: 1, arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: 45 }), { minLength: 1, maxLength: 3 }) },
);

export function constraintArb(n: number): fc.Arbitrary<Constraint> {
  const scope = fc.uniqueArray(fc.nat(n - 1), { minLength: 1, maxLength: Math.min(n, 3) });
  const value = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom(33, 40));
  return fc.oneof(
    scope.chain((vars) =>
      fc
        .array(fc.integer({ min: -2, max: 2 }), { minLength: vars.length, maxLength: vars.length })
        .map((offsets): Constraint => ({ kind: "allDifferent", vars, offsets })),
    ),
    scope.chain((vars) =>
      fc
        .array(fc.array(value, { minLength: vars.length, maxLength: vars.length }), { maxLength: 12 })
        .map((tuples): Constraint => ({ kind: "table", vars, tuples })),
    ),
    scope.chain((vars) =>
      fc
        .record({
          coeffs: fc.array(fc.integer({ min: -3, max: 3 }), {
            minLength: vars.length,
            maxLength: vars.length,
          }),
          op: fc.constantFrom<LinearOp>("=", "<=", ">="),
          rhs: fc.integer({ min: -8, max: 12 }),
        })
        .map((r): Constraint => ({ kind: "linear", vars, ...r })),
    ),
    fc
      .record({
        // Regular may list a variable twice: filtering must stay sound then.
        vars: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 4 }),
        states: fc.integer({ min: 1, max: 4 }),
      })
      .chain(({ vars, states }) =>
        fc
          .record({
            initial: fc.nat(states - 1),
            accepting: fc.uniqueArray(fc.nat(states - 1), { maxLength: states }),
            transitions: fc.array(fc.tuple(fc.nat(states - 1), value, fc.nat(states - 1)), { maxLength: 14 }),
          })
          .map((d): Constraint => ({ kind: "regular", vars, dfa: { states, ...d } })),
      ),
  );
}

/** Random small CSPs: 1–4 variables with small domains, 0–4 constraints of every kind. */
export const cspArb: fc.Arbitrary<Csp> = fc.integer({ min: 1, max: 4 }).chain((n) =>
  fc.record({
    domains: fc.array(domainArb, { minLength: n, maxLength: n }),
    constraints: fc.array(constraintArb(n), { maxLength: 4 }),
  }),
);

/** Every assignment over `domains[i]` (cell i's values), odometer order. */
export function* assignments(domains: readonly (readonly number[])[]): Generator<number[]> {
  const idx = domains.map(() => 0);
  for (;;) {
    yield idx.map((k, i) => domains[i]![k]!);
    let i = 0;
    while (i < idx.length && ++idx[i]! === domains[i]!.length) idx[i++] = 0;
    if (i === idx.length) return;
  }
}

import fc from "fast-check";
import { Model } from "./model.js";

/**
 * A small random model: `n` variables of 0..3, and constraints over three of them each (cells `a`, `b`, `c`
 * taken modulo `n`; one naming a variable twice is left out) of kind 0 all-different, 1 a sum equal to `k`,
 * 2 a sum at most `k`, 3 a table that forbids the first two both being `k % 4`.
 */
export interface SmallModelSpec {
  n: number;
  cons: { kind: number; a: number; b: number; c: number; k: number }[];
}

/** Specs of {@link smallModel} with kinds 0 to `kinds - 1` and at most `maxConstraints` constraints. */
export function smallModelSpecs(kinds: number, maxConstraints: number): fc.Arbitrary<SmallModelSpec> {
  return fc.record({
    n: fc.integer({ min: 3, max: 5 }),
    cons: fc.array(
      fc.record({
        kind: fc.integer({ min: 0, max: kinds - 1 }),
        a: fc.nat(),
        b: fc.nat(),
        c: fc.nat(),
        k: fc.integer({ min: 0, max: 9 }),
      }),
      { maxLength: maxConstraints },
    ),
  });
}

/** The model a spec describes, explaining from the end of its build when `explaining` says so. */
export function smallModel(spec: SmallModelSpec, options: { explaining?: boolean } = {}): Model {
  const m = new Model();
  const x = m.intVars(spec.n, 0, 3);
  for (const { kind, a, b, c, k } of spec.cons) {
    const [p, q, r] = [x[a % spec.n]!, x[b % spec.n]!, x[c % spec.n]!];
    if (p === q || q === r || p === r) continue;
    if (kind === 0) m.allDifferent([p, q, r]);
    else if (kind === 3) {
      // Arc consistent alone, so only a trial sees that p = q = k % 4 cannot be.
      const tuples = [0, 1, 2, 3].flatMap((u) => [0, 1, 2, 3].map((w) => [u, w]));
      m.table(
        [p, q],
        tuples.filter(([u, w]) => !(u === w && u === k % 4)),
      );
    } else m.linear([1, 1, 1], [p, q, r], kind === 1 ? "=" : "<=", k);
  }
  m.explaining = options.explaining === true;
  return m;
}

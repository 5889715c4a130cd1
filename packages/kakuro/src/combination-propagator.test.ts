// The combination propagator's reasons for the learning search: checked by brute force through the engine
// (checkExplanations), directly on random entries and domains (valid and irredundant), and end to end (the
// learning search counts what the plain one counts).
import { type Explanation, Model } from "@gridsmith/constraint";
import { explanationTally, randomDecisions } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EntryCombinations } from "./combination-propagator.js";
import { supportedDigits } from "./combinations.js";
import { generate } from "./generate.js";
import { solve } from "./solve.js";

/** What an entry means, read independently: different digits adding up to the sum. */
const entryHolds = (vars: readonly number[], sum: number) => (value: (x: number) => number) => {
  const digits = vars.map(value);
  return new Set(digits).size === digits.length && digits.reduce((a, b) => a + b, 0) === sum;
};

describe("combination reasons through the engine", () => {
  it("are valid implications (brute force over random little grids and decisions)", () => {
    const tally = explanationTally();
    // A block of white cells, 2 or 3 each way, every row and column an entry: the entries form cycles, so
    // propagation alone leaves conflicts for search to meet. Clues from random digits, some nudged by one
    // (then often no filling fits, which propagation at the root seldom sees).
    const grid = fc.record({
      rows: fc.integer({ min: 2, max: 3 }),
      cols: fc.integer({ min: 2, max: 3 }),
      digits: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 9, maxLength: 9 }),
      nudges: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 6, maxLength: 6 }),
    });
    const decisions = randomDecisions({ maxLength: 8, maxVariable: 20, maxValue: 9 });
    fc.assert(
      fc.property(grid, decisions, ({ rows, cols, digits, nudges }, d) => {
        const m = new Model();
        const cell = m.intVars(rows * cols, 1, 9);
        const entries = [
          ...Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => r * cols + c)),
          ...Array.from({ length: cols }, (_, c) => Array.from({ length: rows }, (_, r) => r * cols + c)),
        ];
        const meanings = new Map<number, (value: (x: number) => number) => boolean>();
        entries.forEach((at, k) => {
          const vars = at.map((i) => cell[i]!);
          const sum = at.reduce((s, i) => s + digits[i]!, 0) + nudges[k]!;
          meanings.set(m.post(new EntryCombinations(vars, sum)), entryHolds(vars, sum));
        });
        tally.check(m, meanings, d);
      }),
      { numRuns: 200 },
    );
    // Only that the test checked something of each kind: three runs counted about 1,900 and 55.
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(500);
    expect(tally.checked.conflicts, "conflicts checked").toBeGreaterThan(15);
  }, 60_000);
});

/** An Explanation over fixed domains (digit masks) that records the reason, for the propagator alone. */
function explanationOver(before: number[], variable: number, value: number) {
  const reason: [number, number][] = [];
  const e = {
    variable,
    value,
    equal: false,
    bitsBefore: (x: number) => before[x]! >>> 1,
    lowestValue: () => 1,
    isRootRemoval: () => false,
    becauseNot: (x: number, v: number) => {
      reason.push([x, v]);
    },
    becauseDomain: () => {
      throw new Error("fell back to the whole domain");
    },
  };
  return { e: e as unknown as Explanation, reason };
}

/** Whether some filling of `cands` (digit masks) by different digits adds up to `sum`, by brute force. */
function anyFilling(cands: number[], sum: number): boolean {
  const walk = (i: number, used: number, total: number): boolean => {
    if (i === cands.length) return total === sum;
    for (let d = 1; d <= 9; d++)
      if (cands[i]! & (1 << d) && !(used & (1 << d)) && walk(i + 1, used | (1 << d), total + d)) return true;
    return false;
  };
  return walk(0, 0, 0);
}

describe("combination reasons, one entry at a time", () => {
  const ALL = 0b11_1111_1110;
  const entry = fc
    .integer({ min: 2, max: 5 })
    .chain((n) =>
      fc.record({
        sum: fc.integer({ min: (n * (n + 1)) / 2, max: (n * (19 - n)) / 2 }),
        // Domains: each cell loses a random few digits (never all).
        domains: fc.array(fc.integer({ min: 0, max: 511 }), { minLength: n, maxLength: n }),
      }),
    )
    .map(({ sum, domains }) => ({ sum, domains: domains.map((gone) => ALL & ~(gone << 1) || 1 << 5) }));

  it("name only digits gone from other cells, force the inference, and need every digit they name", () => {
    let removals = 0;
    let failures = 0;
    fc.assert(
      fc.property(entry, ({ sum, domains }) => {
        const n = domains.length;
        const vars = domains.map((_, j) => j);
        const p = new EntryCombinations(vars, sum);
        const support = supportedDigits(domains, sum);
        // Each inference: [cell, digit] for a removal, [-1, 0] for a failure.
        const inferences: [number, number][] = support
          ? domains.flatMap((m, i) =>
              [1, 2, 3, 4, 5, 6, 7, 8, 9]
                .filter((d) => m & ~support[i]! & (1 << d))
                .map((d): [number, number] => [i, d]),
            )
          : [[-1, 0]];
        for (const [i, d] of inferences) {
          const { e, reason } = explanationOver(domains, i, d);
          p.explain(e);
          // With the named digits gone (and every other digit back), the inference still follows.
          const cands = vars.map((j) => (j === i ? 1 << d : ALL));
          for (const [x, v] of reason) {
            expect(x, "a digit of the cell itself").not.toBe(i);
            expect(domains[x]! & (1 << v), "a digit that was not gone").toBe(0);
            cands[x]! &= ~(1 << v);
          }
          expect(anyFilling(cands, sum), `reason ${JSON.stringify(reason)} does not force it`).toBe(false);
          // Any one of them back, and some filling fits.
          for (const [x, v] of reason) {
            cands[x]! |= 1 << v;
            expect(anyFilling(cands, sum), `x${x} != ${v} is not needed`).toBe(true);
            cands[x]! &= ~(1 << v);
          }
          if (i < 0) failures++;
          else removals++;
        }
        expect(n).toBeGreaterThan(1);
      }),
      { numRuns: 400 },
    );
    expect(removals, "removals checked").toBeGreaterThan(100);
    expect(failures, "failures checked").toBeGreaterThan(10);
  });
});

describe("the learning search on kakuros", () => {
  it("counts exactly the solutions the plain search counts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        (rows, cols, seed) => {
          const puzzle = generate({ rows, cols }, seed);
          // Clues only: usually several solutions, so both searches have work to do.
          const bare = { ...puzzle, cells: puzzle.cells.map((c) => (typeof c === "number" ? 0 : c)) };
          const plain = solve(bare, { limit: Number.POSITIVE_INFINITY });
          const learning = solve(bare, { limit: Number.POSITIVE_INFINITY, learning: true });
          expect(learning.solutionCount).toBe(plain.solutionCount);
          expect(learning.solutions.map((s) => s.join()).sort()).toEqual(
            plain.solutions.map((s) => s.join()).sort(),
          );
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});

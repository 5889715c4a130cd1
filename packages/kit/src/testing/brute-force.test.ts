import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCountsByBruteForce } from "./brute-force.js";

// "Exactly k ones in n entries": brute force counts n choose k.
const choose = (n: number, k: number): number =>
  k === 0 || k === n ? 1 : choose(n - 1, k - 1) + choose(n - 1, k);
const puzzles = fc
  .record({ n: fc.integer({ min: 1, max: 6 }), k: fc.integer({ min: 0, max: 6 }) })
  .filter((p) => p.k <= p.n);
const check = (p: { n: number; k: number }, a: number[]) =>
  a.reduce((s, v) => s + v, 0) === p.k ? [] : ["wrong count"];

describe("checkCountsByBruteForce", () => {
  it("passes a solver that counts right, and fails one that does not", () => {
    const solve = (p: { n: number; k: number }) => ({ solutionCount: choose(p.n, p.k), solutions: [] });
    checkCountsByBruteForce({ puzzles, length: (p) => p.n, check, solve, numRuns: 20 });
    expect(() =>
      checkCountsByBruteForce({
        puzzles,
        length: (p) => p.n,
        check,
        solve: (p) => ({ solutionCount: choose(p.n, p.k) + 1, solutions: [] }),
        numRuns: 5,
      }),
    ).toThrow();
  });
});

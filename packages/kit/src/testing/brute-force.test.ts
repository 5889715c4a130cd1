import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderEdges } from "../board.js";
import type { SolveResult } from "../types.js";
import { checkCountsByBruteForce, everyAnswer, everyBorderAnswer } from "./brute-force.js";

describe("everyAnswer", () => {
  it("gives every list once", () => {
    const binary = [...everyAnswer(3)].map((a) => a.join(""));
    expect(new Set(binary).size).toBe(8);
    expect([...everyAnswer(2, 1, 3)]).toHaveLength(9);
    expect([...everyAnswer(0)]).toEqual([[]]);
  });
});

/** What a failed property says, the error inside it included (fast-check keeps that as the cause). */
function failure(run: () => void): string {
  try {
    run();
  } catch (e) {
    const { message, cause } = e as Error;
    return `${message} ${cause instanceof Error ? cause.message : ""}`;
  }
  return "no failure";
}

describe("everyBorderAnswer", () => {
  it("lists every set of inner borders once, the outline never drawn", () => {
    const all = [...everyBorderAnswer(2, 2)];
    expect(all).toHaveLength(16);
    expect(new Set(all.map((a) => a.join(""))).size).toBe(16);
    const outline = [0, 1, 4, 5, 6, 8, 9, 11];
    for (const a of all) {
      expect(a).toHaveLength(borderEdges.count(2, 2));
      for (const e of outline) expect(a[e]).toBe(0);
    }
  });
});

describe("checkCountsByBruteForce", () => {
  // A toy puzzle: `n` pieces of 0 or 1, exactly `ones` of them 1. C(n, ones) answers.
  interface Toy {
    n: number;
    ones: number;
  }
  const right = (p: Toy, a: number[]) => (a.reduce((x, y) => x + y, 0) === p.ones ? [] : ["wrong count"]);
  const solver = (miscount: boolean) => ({
    solve(p: Toy): SolveResult<number[]> {
      const solutions = [...everyAnswer(p.n)].filter((a) => right(p, a).length === 0);
      const count = solutions.length + (miscount && p.n > 2 ? 1 : 0);
      return {
        status: "multiple",
        solutionCount: count,
        complete: true,
        solutions,
        stats: { nodes: 0, failures: 0, propagations: 0, ms: 0 },
      };
    },
  });
  const options = {
    puzzles: fc
      .integer({ min: 0, max: 5 })
      .chain((n) => fc.record({ n: fc.constant(n), ones: fc.integer({ min: 0, max: n }) })),
    answers: (p: Toy) => everyAnswer(p.n),
    check: right,
  };

  it("passes a solver that counts right, and the judge sees its answers", () => {
    const judged: number[][] = [];
    checkCountsByBruteForce(solver(false), { ...options, judge: (_, a) => judged.push(a) > 0 });
    expect(judged.length).toBeGreaterThan(0);
  });

  it("fails a solver that miscounts, and a judge that refuses", () => {
    expect(failure(() => checkCountsByBruteForce(solver(true), options))).toMatch(
      /counts \d+, brute force \d+/,
    );
    expect(failure(() => checkCountsByBruteForce(solver(false), { ...options, judge: () => false }))).toMatch(
      /judge refuses/,
    );
  });
});

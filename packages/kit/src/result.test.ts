import { describe, expect, it } from "vitest";
import { checkedSolveResult, resolveSolveOptions, solveChecked, solveResult, solveStatus } from "./result.js";

describe("solveStatus", () => {
  it("proves only what a complete search proves", () => {
    expect(solveStatus(0, true, null)).toBe("none");
    expect(solveStatus(1, true, null)).toBe("unique");
    expect(solveStatus(5, true, null)).toBe("multiple");
  });

  it("says solved, not unique, when limit 1 stopped the search", () => {
    expect(solveStatus(1, false, "limit")).toBe("solved");
    expect(solveStatus(2, false, "limit")).toBe("multiple");
  });

  it("reports a budget that ran out as timeout unless two solutions were already found", () => {
    for (const stop of ["timeout", "signal", "nodes"] as const) {
      expect(solveStatus(0, false, stop)).toBe("timeout");
      expect(solveStatus(1, false, stop)).toBe("timeout");
      expect(solveStatus(2, false, stop)).toBe("multiple");
    }
  });
});

describe("solveResult", () => {
  it("counts the solutions it is given", () => {
    const stats = { nodes: 3, failures: 1, propagations: 9, ms: 0.5 };
    expect(solveResult(["a"], true, null, stats)).toEqual({
      status: "unique",
      solutions: ["a"],
      solutionCount: 1,
      complete: true,
      stats,
    });
  });
});

describe("resolveSolveOptions", () => {
  it("defaults to proving uniqueness", () => {
    expect(resolveSolveOptions().limit).toBe(2);
    expect(resolveSolveOptions({ limit: Number.POSITIVE_INFINITY }).limit).toBe(Number.POSITIVE_INFINITY);
  });

  it("rejects limits and budgets that make no sense", () => {
    expect(() => resolveSolveOptions({ limit: 0 })).toThrow(/limit/);
    expect(() => resolveSolveOptions({ limit: 1.5 })).toThrow(/limit/);
    expect(() => resolveSolveOptions({ limit: Number.NaN })).toThrow(/limit/);
    expect(() => resolveSolveOptions({ timeoutMs: -1 })).toThrow(/timeoutMs/);
    expect(() => resolveSolveOptions({ nodeLimit: -5 })).toThrow(/nodeLimit/);
  });
});

describe("checkedSolveResult", () => {
  it("reports solutions that pass the rules, and throws at one that does not", () => {
    const stats = { nodes: 1, failures: 0, propagations: 0, ms: 0 };
    const found = { solutions: [1], complete: true, stoppedBy: null, stats };
    expect(checkedSolveResult(found, () => []).status).toBe("unique");
    expect(() => checkedSolveResult(found, () => [{ message: "r1c1 is wrong" }])).toThrow(
      "solver produced a wrong solution: r1c1 is wrong",
    );
  });
});

describe("solveChecked", () => {
  const stats = { nodes: 1, failures: 0, propagations: 2, ms: 0 };
  const found = (solutions: number[][]) => ({ solutions, complete: true, stoppedBy: null, stats });

  it("searches with the options resolved, makes each answer and returns the shared result", () => {
    let asked: unknown;
    const result = solveChecked(
      { nodeLimit: 5 },
      (o) => {
        asked = o;
        return found([[1, 2, 9]]);
      },
      (values) => values.slice(0, 2),
      () => [],
    );
    expect(asked).toMatchObject({ limit: 2, nodeLimit: 5, learning: true });
    expect(result).toMatchObject({ status: "unique", solutions: [[1, 2]], solutionCount: 1 });
  });

  it("throws when an answer breaks the rules: a bug in the model, never a result", () => {
    expect(() =>
      solveChecked(
        {},
        () => found([[0]]),
        (v) => v,
        () => [{ message: "r1c1 is dark" }],
      ),
    ).toThrow("solver produced a wrong solution: r1c1 is dark");
  });
});

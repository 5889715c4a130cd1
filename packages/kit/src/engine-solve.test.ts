import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { cellModelSolver, modelSolver, solveModel } from "./engine-solve.js";

/** Two different values from 1 to 3 that add up to 4: (1, 3) and (3, 1). */
function pair(): Model {
  const m = new Model();
  m.intVars(2, 1, 3);
  m.allDifferent([0, 1]);
  m.linear([1, 1], [0, 1], "=", 4);
  return m;
}

describe("solveModel", () => {
  it("counts and keeps the model's solutions, with the shared status, by either search", () => {
    for (const learning of [true, false])
      expect(solveModel(pair(), { limit: Number.POSITIVE_INFINITY, learning }, () => [])).toMatchObject({
        status: "multiple",
        solutionCount: 2,
        solutions: [
          [1, 3],
          [3, 1],
        ],
        complete: true,
      });
    expect(solveModel(pair(), { limit: 1 }, () => [], false).status).toBe("solved");
  });

  it("throws rather than report a solution the rules refuse", () => {
    const refuse = (s: number[]) => (s[0] === 3 ? [{ code: "wrong", message: "r1c1 is 3" }] : []);
    expect(() => solveModel(pair(), { limit: 2 }, refuse)).toThrow(
      "solver produced a wrong solution: r1c1 is 3",
    );
  });

  it("answers the first variables alone where helper variables follow", () => {
    const seen: number[][] = [];
    const result = solveModel(
      pair(),
      { limit: Number.POSITIVE_INFINITY },
      (s) => {
        seen.push(s);
        return [];
      },
      true,
      1,
    );
    expect(result.solutions).toEqual([[1], [3]]);
    expect(seen).toEqual([[1], [3]]);
  });
});

describe("modelSolver", () => {
  const solvePair = modelSolver<{ refuse: boolean }>({
    puzzleProblems: (p) => (p.refuse ? [{ code: "shape", message: "not a pair" }] : []),
    buildModel: pair,
    solutionProblems: () => [],
    variables: () => 1,
  });

  it("throws the first shape problem before building anything", () => {
    expect(() => solvePair({ refuse: true })).toThrow("not a pair");
  });

  it("solves the built model with the shared status, the first variables alone", () => {
    expect(solvePair({ refuse: false }, { limit: Number.POSITIVE_INFINITY })).toMatchObject({
      status: "multiple",
      solutions: [[1], [3]],
    });
  });

  it("tries the genre's value first when it names one", () => {
    const largestFirst = modelSolver<null>({
      buildModel: pair,
      solutionProblems: () => [],
      valueOrder: "max",
    });
    for (const learning of [true, false]) {
      expect(largestFirst(null, { limit: 1, learning }).solutions).toEqual([[3, 1]]);
      expect(solvePair({ refuse: false }, { limit: 1, learning }).solutions).toEqual([[1]]);
    }
  });

  it("checks every solution by the rules", () => {
    const refuse = modelSolver<null>({
      buildModel: pair,
      solutionProblems: (_, s) => (s[0] === 3 ? [{ code: "wrong", message: "r1c1 is 3" }] : []),
      learning: false,
    });
    expect(() => refuse(null, { limit: 2 })).toThrow("solver produced a wrong solution: r1c1 is 3");
  });
});

describe("modelSolver's probe", () => {
  /**
   * a, b in 0..1 with a + b <= 1, a <= b and a + b >= 1: only (0, 1). Each rule's bounds alone remove nothing;
   * trying a = 1 fails at once (b must be 1 and 0), so probing decides both at the root.
   */
  function probed(extra?: (m: Model) => void): Model {
    const m = new Model();
    m.intVars(2, 0, 1);
    m.linear([1, 1], [0, 1], "<=", 1);
    m.linear([1, -1], [0, 1], "<=", 0);
    m.linear([1, 1], [0, 1], ">=", 1);
    extra?.(m);
    return m;
  }
  const solver = (probe: boolean, extra?: (m: Model) => void) =>
    modelSolver<null>({ buildModel: () => probed(extra), solutionProblems: () => [], probe });

  it("decides at the root what a failed trial rules out, so the search takes no branch", () => {
    for (const learning of [true, false]) {
      const without = solver(false)(null, { learning });
      const probedResult = solver(true)(null, { learning });
      expect(without).toMatchObject({ status: "unique", solutions: [[0, 1]] });
      expect(without.stats.nodes).toBeGreaterThan(0);
      expect(probedResult).toMatchObject({ status: "unique", solutions: [[0, 1]], complete: true });
      expect(probedResult.stats.nodes).toBe(0);
    }
  });

  it("answers none, complete, when probing finds every value of a variable fails", () => {
    // b <= a as well, which no bound of the root removes: a = 0 fails (b must be 1 and 0), and so does a = 1.
    const withoutAnswer = (m: Model) => m.linear([1, -1], [1, 0], "<=", 0);
    expect(solver(true, withoutAnswer)(null)).toMatchObject({
      status: "none",
      solutionCount: 0,
      complete: true,
    });
    expect(solver(true, withoutAnswer)(null).stats.nodes).toBe(0);
    expect(solver(false, withoutAnswer)(null).stats.nodes).toBeGreaterThan(0);
  });

  it("claims no answer and ends with the signal's status when the signal is aborted", () => {
    const stopped = solver(true)(null, { signal: AbortSignal.abort() });
    expect(stopped).toMatchObject({ status: "timeout", complete: false, solutions: [] });
  });
});

describe("cellModelSolver", () => {
  it("answers with the grid's cells alone, the helper variables after them left out", () => {
    const solveRow = cellModelSolver<{ width: number; height: number }>({
      buildModel: (p) => {
        const m = new Model();
        const cells = m.intVars(p.width * p.height, 0, 1);
        const helper = m.intVar(0, 5);
        m.linear([1, 1, -1], [cells[0]!, cells[1]!, helper], "=", 0);
        m.linear([1], [helper], "=", 2);
        return m;
      },
      solutionProblems: () => [],
    });
    expect(solveRow({ width: 2, height: 1 })).toMatchObject({ status: "unique", solutions: [[1, 1]] });
  });
});

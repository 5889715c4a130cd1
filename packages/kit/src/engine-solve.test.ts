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

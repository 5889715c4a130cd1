import { describe, expect, it } from "vitest";
import { checkedSolutionProblems } from "./checked-solution.js";
import { shapedChecks } from "./shaped-check.js";
import type { Problem } from "./types.js";

type Grid = { cells: number } | null;
const badShape: Problem = { code: "bad-shape", message: "the puzzle is null" };
const badAttempt: Problem = { code: "bad-attempt", message: "the answer has the wrong length" };
const nine: Problem = { code: "nine", message: "a 9" };

describe("checkedSolutionProblems", () => {
  const seen: unknown[] = [];
  // The attempt's check: the shapes, then a 9 anywhere; a whole answer must also hold no 0.
  const check = (puzzle: Grid, attempt: readonly number[]): Problem[] => {
    if (puzzle === null) return [badShape];
    if (attempt.length !== puzzle.cells) return [badAttempt];
    return attempt.includes(9) ? [nine] : [];
  };
  const solutionProblems = checkedSolutionProblems(check, (_: Grid, solution) => {
    seen.push(solution);
    return solution.includes(0) ? [{ code: "empty-cell", message: "a cell is empty" }] : [];
  });

  it("answers a puzzle or an answer of the wrong shape with the check's problems alone", () => {
    expect(solutionProblems(null, [0, 1])).toEqual([badShape]);
    expect(solutionProblems({ cells: 3 }, [0, 1])).toEqual([badAttempt]);
    expect(seen).toEqual([]);
  });

  it("adds the whole answer's problems after the check's", () => {
    expect(solutionProblems({ cells: 2 }, [9, 0])).toEqual([
      nine,
      { code: "empty-cell", message: "a cell is empty" },
    ]);
    expect(solutionProblems({ cells: 2 }, [1, 2])).toEqual([]);
    expect(seen).toEqual([
      [9, 0],
      [1, 2],
    ]);
  });
});

describe("shapedChecks", () => {
  const { check, solutionProblems } = shapedChecks<Grid>(
    (puzzle) => (puzzle === null ? [badShape] : []),
    (puzzle, attempt) =>
      Array.isArray(attempt) && attempt.length !== (puzzle?.cells ?? 0) ? [badAttempt] : [],
    (_, attempt) => (attempt.includes(9) ? [nine] : []),
    (_, solution) => (solution.includes(0) ? [{ code: "empty-cell", message: "a cell is empty" }] : []),
  );

  it("checks an attempt for mistakes only, and no attempt for nothing", () => {
    expect(check({ cells: 2 }, [9, 0])).toEqual([nine]);
    expect(check({ cells: 2 }, null)).toEqual([]);
    expect(check(null, [9, 0])).toEqual([badShape]);
  });

  it("checks a whole answer for the attempt's mistakes, then the whole answer's rules, behind the shapes", () => {
    expect(solutionProblems({ cells: 2 }, [9, 0])).toEqual([
      nine,
      { code: "empty-cell", message: "a cell is empty" },
    ]);
    expect(solutionProblems({ cells: 3 }, [9, 0])).toEqual([badAttempt]);
    expect(solutionProblems(null, [9, 0])).toEqual([badShape]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attemptProblemsOf } from "./attempt-problems.js";
import { cellListProblems } from "./json-problem.js";
import { gridSides } from "./testing/arbitraries.js";

describe("attemptProblemsOf", () => {
  const grid = { width: 3, height: 2 };

  it("checks a list of at most the grid's cells by default", () => {
    const problems = attemptProblemsOf();
    expect(problems(grid, null)).toEqual([]);
    expect(problems(grid, [1, null, 0, 2, 1, 0])).toEqual([]);
    expect(problems(grid, [0, 0, 0, 0, 0, 0, 0])).toEqual([
      { code: "bad-attempt", message: "the attempt has 7 cells; the grid has 6" },
    ]);
  });

  it("takes the length and the name of an entry from the genre", () => {
    const problems = attemptProblemsOf((p: typeof grid) => p.width + p.height, "line");
    expect(problems(grid, [0, 0, 0, 0, 0, 0])).toEqual([
      { code: "bad-attempt", message: "the attempt has 6 lines; the grid has 5" },
    ]);
    expect(problems(grid, "x")).toEqual([
      { code: "bad-attempt", message: 'an attempt is a list of lines, not "x"' },
    ]);
  });

  it("answers as cellListProblems does on the puzzle's length, for any value", () => {
    fc.assert(
      fc.property(gridSides(), fc.anything(), (p, a) => {
        expect(attemptProblemsOf()(p, a)).toEqual(cellListProblems(a, p.width * p.height));
      }),
    );
  });
});

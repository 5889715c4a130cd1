import { describe, expect, it } from "vitest";
import {
  type GradeLadder,
  gradeFromSteps,
  invalidPuzzleStep,
  mistakeStep,
  pathOfSteps,
  rankedLadder,
} from "./grade.js";

const steps = (...techniques: string[]) => techniques.map((technique) => ({ technique }));

describe("grading from steps", () => {
  const ladder: GradeLadder = {
    techniques: {
      a: { level: "easy", score: 1 },
      b: { level: "hard", score: 5 },
      c: { level: "hard", score: 5 },
    },
    easiest: "easy",
    unfinished: { level: "beyond", score: 1000 },
  };

  it("takes the level of the hardest technique (the first of equals), counting each, summing their scores", () => {
    expect(gradeFromSteps(steps("a", "c", "a", "b"), ladder)).toEqual({
      level: "hard",
      score: 12,
      hardest: "c",
      techniques: { a: 2, c: 1, b: 1 },
    });
    expect(gradeFromSteps([], ladder)).toEqual({ level: "easy", score: 0, techniques: {} });
  });

  it("counts a technique the ladder does not know, but never makes it the hardest", () => {
    expect(gradeFromSteps(steps("x", "a"), ladder)).toEqual({
      level: "easy",
      score: 1,
      hardest: "a",
      techniques: { x: 1, a: 1 },
    });
  });

  it("grades a path that leaves something undecided at the unfinished rung", () => {
    expect(gradeFromSteps(steps("a"), ladder, 3)).toEqual({
      level: "beyond",
      score: 1001,
      hardest: "a",
      techniques: { a: 1 },
    });
  });

  it("ranks a ladder's techniques in order, 100 a rank plus the steps of the hardest", () => {
    const ranked = rankedLadder(["a", "b"], ["easy", "hard", "extreme"]);
    expect(gradeFromSteps(steps("a", "b", "b"), ranked)).toMatchObject({
      level: "hard",
      score: 202,
      hardest: "b",
    });
    expect(gradeFromSteps(steps("a"), ranked, 4)).toMatchObject({
      level: "extreme",
      score: 304,
      hardest: "search",
    });
    expect(gradeFromSteps([], ranked)).toEqual({ level: "easy", score: 0, techniques: {} });
  });
});

describe("a path of steps", () => {
  it("applies each step before asking for the next, until none deduces anything", () => {
    let left = 3;
    const next = () => (left > 1 ? { technique: "t", message: "", cells: [], deductions: [left] } : null);
    expect(pathOfSteps(next, () => left--).map((s) => s.deductions[0])).toEqual([3, 2]);
    const empty = { technique: "t", message: "", cells: [], deductions: [] };
    expect(
      pathOfSteps(
        () => empty,
        () => {},
      ),
    ).toEqual([]);
  });
});

describe("the hints for a wrong puzzle and for a mistake", () => {
  it.each([
    ["a wrong puzzle", invalidPuzzleStep, "invalid-puzzle", "the puzzle itself is wrong: "],
    ["a mistake", mistakeStep, "mistake", "fix this first: "],
  ])(
    "the hint for %s says so, at the problem's cells, deducing nothing",
    (_name, step, technique, saying) => {
      expect(step({ code: "x", message: "r1c2 is wrong", cells: [{ row: 0, col: 1 }] })).toEqual({
        technique,
        message: `${saying}r1c2 is wrong`,
        cells: [{ row: 0, col: 1 }],
        deductions: [],
      });
      expect(step({ code: "x", message: "no" }).cells).toEqual([]);
    },
  );
});

import { describe, expect, it } from "vitest";
import { check as independentCheck, sample } from "../test-support/independent-check.mjs";
import type { Puzzle } from "./puzzle.js";
import { check, solutionProblems, validate } from "./rules.js";

// pzprjs's test puzzle and its answer (1 wall), from robx/pzprjs test/script/nurikabe.js (MIT).
const p: Puzzle = {
  width: 5,
  height: 5,
  clues: [-1, 5, -1, -1, -1, -1, -1, 2, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, -1, -1, -1, -1, -1, 3, -1],
};
const answer = [0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 0];
const codes = (problems: { code: string }[]) => problems.map((q) => q.code);

describe("validate", () => {
  it("accepts a puzzle and names bad shapes and clues", () => {
    expect(validate(p)).toEqual([]);
    expect(validate({ width: 0, height: 2, clues: [] })).toEqual([
      { code: "bad-shape", message: "width: 0 is out of range: expected 1 to 60" },
    ]);
    expect(codes(validate({ width: 2, height: 1, clues: [1] }))).toEqual(["bad-shape"]);
    expect(validate({ width: 2, height: 1, clues: [3, -2] })[0]!.message).toBe(
      "clues[1]: -2 is out of range: expected -1 to 4095",
    );
    const bad = validate({ width: 2, height: 1, clues: [3, 4] });
    expect(codes(bad)).toEqual(["bad-clue", "bad-clue"]);
    expect(bad[0]!.cells).toEqual([{ row: 0, col: 0 }]);
  });
});

describe("check", () => {
  it("accepts the answer and an empty attempt", () => {
    expect(solutionProblems(p, answer)).toEqual([]);
    expect(check(p, [])).toEqual([]);
  });

  it("names each broken rule with its cells (pzprjs's own failing attempts)", () => {
    // cs2x2: a 2x2 of wall in the bottom left.
    const pool = check(p, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(codes(pool)).toContain("pool");
    expect(pool.find((q) => q.code === "pool")!.cells).toHaveLength(4);
    // An island walled in below its size, two numbers joined, walls cut apart.
    expect(codes(check(p, [-1, 0, 1, 0, 0, 1, 1, 0, 0, 0]))).toContain("island-too-small");
    expect(codes(check(p, [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([]);
    expect(
      codes(
        solutionProblems(
          p,
          answer.map((v, i) => (i === 13 ? 0 : v)),
        ),
      ),
    ).toContain("island-too-big");
    const split = answer.map((v, i) => (i === 11 ? 0 : v));
    expect(codes(solutionProblems(p, split))).toContain("wall-split");
    expect(
      codes(
        check(
          p,
          answer.map((v, i) => (i === 1 ? 1 : v)),
        ),
      ),
    ).toContain("shaded-number");
    const joined = { ...p, clues: p.clues.map((c, i) => (i === 6 ? 1 : c)) };
    expect(codes(check(joined, [0, 0, 0, 0, 0, 0, -1]))).toContain("two-numbers");
    expect(
      codes(check(p, [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0])),
    ).toEqual([]);
    expect(codes(check(p, [0, 0, 0, 1, -1, 0, 0, 0, 0, 1]))).toEqual(["no-number"]);
    expect(codes(check(p, [2]))).toEqual(["bad-cell"]);
  });

  it("agrees with the independent check on its sample", () => {
    expect(independentCheck(sample.puzzle, sample.right)).toEqual([]);
    expect(independentCheck(sample.puzzle, sample.wrong).length).toBeGreaterThan(0);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).length).toBeGreaterThan(0);
    expect(independentCheck(p, answer)).toEqual([]);
  });
});

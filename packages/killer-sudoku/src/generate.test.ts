import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { check as judge } from "../test-support/independent-check.mjs";
import { generate } from "./generate.js";
import { grade } from "./hints.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";

/** A puzzle `generate` gives twice the same for `seed`, with exactly one solution, which the judge accepts. */
function uniqueGenerated(params: Parameters<typeof generate>[0], seed: number) {
  const p = generate(params, seed);
  expect(generate(params, seed)).toEqual(p);
  const r = solve(p);
  expect(r.status).toBe("unique");
  expect(judge(p, r.solutions[0])).toEqual([]);
  return { p, solution: r.solutions[0]! };
}

describe("generate", () => {
  it.each([
    [4, 1],
    [4, 2],
    [6, 3],
    [9, 4],
  ] as const)(
    "makes a valid %i-wide puzzle (seed %i) with exactly one solution, the same for the same seed",
    (size, seed) => {
      expect(validate(uniqueGenerated({ size }, seed).p)).toEqual([]);
    },
  );

  it.each([
    [9, "easy", 1],
    [9, "medium", 2],
    [9, "hard", 3],
    [6, "medium", 4],
  ] as const)(
    "aims at a grade: a %i-wide %s puzzle (seed %i) graded as asked, still unique, givens only where needed",
    (size, difficulty, seed) => {
      const { p, solution } = uniqueGenerated({ size, difficulty }, seed);
      expect(grade(p).level).toBe(difficulty);
      // Givens are the solution's digits.
      p.givens.forEach((d, i) => {
        if (d !== 0) expect(solution[i]).toBe(d);
      });
    },
  );

  it("makes a 6x6 expert with more draws: with 12, seeds 1 and 2 came out hard (the generate sweep)", () => {
    for (const seed of [1, 2])
      expect(grade(uniqueGenerated({ size: 6, difficulty: "expert" }, seed).p).level).toBe("expert");
  });

  it("refuses sizes without boxes, cages too small and grades it does not know", () => {
    expect(() => generate({ size: 9, difficulty: "x" as "easy" }, 1)).toThrow(
      'difficulty must be easy, medium, hard, expert, got "x"',
    );
    expect(() => generate({ size: 5 }, 1)).toThrow("size must be 4, 6, 9");
    // A 4x4 came back medium when asked hard or expert (the nearest it met): refused at once instead.
    expect(() => generate({ size: 4, difficulty: "expert" }, 1)).toThrow(
      "4x4 puzzles at 'expert' are too rare to generate; choose one of easy, medium",
    );
    expect(() => generate({ size: 9, maxCage: 1 }, 1)).toThrow("maxCage must be a whole number 2 to 9");
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { size: 6, difficulty: "hard" });
  });
});

import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { check as judge } from "../test-support/independent-check.mjs";
import { generate } from "./generate.js";
import { grade } from "./hints.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";

describe("generate", () => {
  it("makes valid puzzles with exactly one solution, the same for the same seed", () => {
    for (const [size, seed] of [
      [4, 1],
      [4, 2],
      [6, 3],
      [9, 4],
    ] as const) {
      const p = generate({ size }, seed);
      expect(generate({ size }, seed)).toEqual(p);
      expect(validate(p)).toEqual([]);
      const r = solve(p);
      expect(r.status).toBe("unique");
      expect(judge(p, r.solutions[0])).toEqual([]);
    }
  });

  it("aims at a grade: puzzles graded as asked, still unique, givens only where needed", () => {
    for (const [size, difficulty, seed] of [
      [9, "easy", 1],
      [9, "medium", 2],
      [9, "hard", 3],
      [6, "medium", 4],
    ] as const) {
      const p = generate({ size, difficulty }, seed);
      expect(generate({ size, difficulty }, seed)).toEqual(p);
      expect(grade(p).level, `${size} ${difficulty} ${seed}`).toBe(difficulty);
      const r = solve(p);
      expect(r.status).toBe("unique");
      expect(judge(p, r.solutions[0])).toEqual([]);
      // Givens are the solution's digits.
      p.givens.forEach((d, i) => {
        if (d !== 0) expect(r.solutions[0]![i]).toBe(d);
      });
    }
    expect(() => generate({ size: 9, difficulty: "x" as "easy" }, 1)).toThrow(
      'difficulty must be easy, medium, hard, expert, got "x"',
    );
  });

  it("refuses sizes without boxes and cages too small", () => {
    expect(() => generate({ size: 5 }, 1)).toThrow("size must be 4, 6, 9");
    expect(() => generate({ size: 9, maxCage: 1 }, 1)).toThrow("maxCage must be a whole number 2 to 9");
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { size: 6, difficulty: "hard" });
  });
});

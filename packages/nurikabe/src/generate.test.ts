import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { checkParams, generate, solvedByPropagation } from "./generate.js";
import { grade } from "./hints.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";

describe("generate", () => {
  it("makes puzzles with one solution, the same for the same seed", () => {
    for (const [width, height, seed] of [
      [2, 2, 1],
      [3, 5, 2],
      [6, 5, 42],
      [8, 8, 3],
    ] as const) {
      const p = generate({ width, height }, seed);
      expect(p).toEqual(generate({ width, height }, seed));
      expect(validate(p)).toEqual([]);
      expect(p).toMatchObject({ width, height });
      const result = solve(p);
      expect(result.status).toBe("unique");
      expect(check(p, result.solutions[0])).toEqual([]);
    }
  });

  it("makes the difficulty asked as the level grade gives the puzzle", () => {
    // Once "easy" (propagation alone solves it) graded medium and "hard" expert: the levels were not grade's.
    for (const difficulty of ["medium", "expert"] as const) {
      for (const seed of [1, 2, 3]) {
        const p = generate({ width: 7, height: 7, difficulty }, seed);
        expect(grade(p).level).toBe(difficulty);
      }
    }
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "medium" }, 5))).toBe(true);
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "expert" }, 5))).toBe(false);
  });

  it("makes the nearest level it met when a size rarely has the one asked", () => {
    // Easy needs no pool or escape reasoning at all, which 7x7 drafts almost never allow.
    const p = generate({ width: 5, height: 5, difficulty: "easy" }, 1);
    expect(solve(p).status).toBe("unique");
    expect(["easy", "medium"]).toContain(grade(p).level);
  });

  it("refuses sizes it cannot make", () => {
    expect(() => checkParams({ width: 1, height: 5 })).toThrow(RangeError);
    expect(() => checkParams({ width: 16 })).toThrow("width must be 2 to 15");
    expect(() => checkParams({ width: 5, difficulty: "tough" as "easy" })).toThrow("difficulty");
    expect(checkParams({ width: 9 })).toEqual({ width: 9, height: 9 });
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { width: 7, height: 7, difficulty: "expert" });
  });
});

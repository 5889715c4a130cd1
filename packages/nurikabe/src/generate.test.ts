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
    // They are grade's levels now, the two the drafts reach.
    for (const difficulty of ["medium", "expert"] as const) {
      for (const seed of [1, 2, 3]) {
        const p = generate({ width: 7, height: 7, difficulty }, seed);
        expect(grade(p).level).toBe(difficulty);
      }
    }
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "medium" }, 5))).toBe(true);
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "expert" }, 5))).toBe(false);
  });

  it("makes medium on the largest grids too, where drafts of islands up to 4 cells grade expert", () => {
    // Once 15x15 medium gave expert (the generate sweep): 29 of 30 such drafts need trial. Medium draws
    // smaller islands there, half or more of which grade medium.
    for (const seed of [1, 2]) {
      const p = generate({ width: 15, height: 15, difficulty: "medium" }, seed);
      expect(grade(p).level).toBe("medium");
      expect(solve(p).status).toBe("unique");
    }
    expect(grade(generate({ width: 12, height: 12, difficulty: "medium" }, 1)).level).toBe("medium");
  });

  it("refuses a level a size has not, rather than make another", () => {
    // A 2x2 has no draft that needs trial: expert once gave medium; now it is refused, naming what is made.
    expect(() => checkParams({ width: 2, difficulty: "expert" })).toThrow(
      "a 2x2 grades medium only, not expert: ask medium, or a larger grid",
    );
    expect(grade(generate({ width: 2, height: 2, difficulty: "medium" }, 1)).level).toBe("medium");
    expect(grade(generate({ width: 2, height: 3, difficulty: "expert" }, 1)).level).toBe("expert");
  });

  it("refuses sizes it cannot make", () => {
    expect(() => checkParams({ width: 1, height: 5 })).toThrow(RangeError);
    expect(() => checkParams({ width: 16 })).toThrow("width must be 2 to 15");
    // Easy and hard are grade's levels that the drafts do not reach: refused, naming those they do.
    expect(() => checkParams({ width: 5, difficulty: "easy" as "medium" })).toThrow(
      'difficulty must be medium, expert, got "easy"',
    );
    expect(checkParams({ width: 9 })).toEqual({ width: 9, height: 9 });
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { width: 7, height: 7, difficulty: "expert" });
  });
});

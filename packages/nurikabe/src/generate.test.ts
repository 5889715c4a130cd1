import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { checkParams, generate, solvedByPropagation } from "./generate.js";
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

  it("honours the difficulty", () => {
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "easy" }, 5))).toBe(true);
    expect(solvedByPropagation(generate({ width: 7, height: 7, difficulty: "hard" }, 5))).toBe(false);
  });

  it("refuses sizes it cannot make", () => {
    expect(() => checkParams({ width: 1, height: 5 })).toThrow(RangeError);
    expect(() => checkParams({ width: 16 })).toThrow("width must be 2 to 15");
    expect(() => checkParams({ width: 5, difficulty: "tough" as "easy" })).toThrow("difficulty");
    expect(checkParams({ width: 9 })).toEqual({ width: 9, height: 9 });
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { width: 7, height: 7, difficulty: "hard" });
  });
});

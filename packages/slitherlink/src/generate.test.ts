import { createRng } from "@gridsmith/kit";
import { checkGenerateDeterministic, gridSides } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { checkParams, generate, randomLoop } from "./generate.js";
import { slitherlink } from "./index.js";

describe("generate", () => {
  it("makes random single loops", () => {
    fc.assert(
      fc.property(gridSides({ maxSide: 8 }), fc.nat(), ({ width, height }, seed) => {
        const loop = randomLoop(width, height, createRng(seed));
        expect(check({ width, height, clues: new Array(width * height).fill(-1) }, loop)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("makes puzzles with exactly one solution, the same for the same seed", () => {
    for (const [width, height, seed] of [
      [2, 2, 1],
      [5, 4, 2],
      [8, 8, 3],
    ] as const) {
      const puzzle = generate({ width, height }, seed);
      expect(generate({ width, height }, seed)).toEqual(puzzle);
      const r = slitherlink.solve(puzzle);
      expect(r.status).toBe("unique");
      expect(check(puzzle, r.solutions[0])).toEqual([]);
    }
  });

  it("makes hard puzzles with fewer clues than easy ones, still with exactly one solution", () => {
    for (const seed of [1, 2]) {
      const easy = generate({ width: 6, height: 6 }, seed);
      const hard = generate({ width: 6, height: 6, difficulty: "hard" }, seed);
      expect(generate({ width: 6, height: 6, difficulty: "hard" }, seed)).toEqual(hard);
      const count = (p: typeof easy) => p.clues.filter((c) => c >= 0).length;
      expect(count(hard)).toBeLessThanOrEqual(count(easy));
      // Every clue of the hard puzzle is one of the easy puzzle's (same loop, clues only taken away).
      hard.clues.forEach((c, i) => {
        if (c >= 0) expect(easy.clues[i]).toBe(c);
      });
      const all = slitherlink.solve(hard, { limit: Number.POSITIVE_INFINITY });
      expect(all.status).toBe("unique");
      expect(check(hard, all.solutions[0])).toEqual([]);
    }
  });

  it("checks its params", () => {
    expect(checkParams({ width: 5 })).toEqual({ width: 5, height: 5, difficulty: "easy" });
    expect(() => checkParams({ difficulty: "x" as "hard" })).toThrow(
      'difficulty must be easy or hard, got "x"',
    );
    expect(() => checkParams({ width: 1 })).toThrow("width must be 2 to 60, got 1");
    expect(() => slitherlink.params!.read({ size: "x" })).toThrow("--size/--width/--height");
    expect(slitherlink.params!.read({ width: "6", height: "4" })).toEqual({
      width: 6,
      height: 4,
      difficulty: "easy",
    });
    expect(slitherlink.params!.read({ size: "5", difficulty: "hard" })).toMatchObject({
      difficulty: "hard",
    });
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { width: 6, height: 6, difficulty: "hard" });
  });
});

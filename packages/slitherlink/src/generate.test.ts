import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { checkParams, generate, randomLoop } from "./generate.js";
import { slitherlink } from "./index.js";

describe("generate", () => {
  it("makes random single loops", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (width, height, seed) => {
          const loop = randomLoop(width, height, createRng(seed));
          expect(check({ width, height, clues: new Array(width * height).fill(-1) }, loop)).toEqual([]);
        },
      ),
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

  it("checks its params", () => {
    expect(checkParams({ width: 5 })).toEqual({ width: 5, height: 5 });
    expect(() => checkParams({ width: 1 })).toThrow("width must be 2 to 60, got 1");
    expect(() => slitherlink.cli!.generateParams!({ size: "x" })).toThrow("--size/--width/--height");
    expect(slitherlink.cli!.generateParams!({ width: "6", height: "4" })).toEqual({ width: 6, height: 4 });
  });
});

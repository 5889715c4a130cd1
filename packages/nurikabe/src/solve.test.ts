import { mostly } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import { parsePuzzlink } from "./formats/index.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** Every shading the independent check accepts, by trying all 2^cells of them. */
function bruteForce(p: Puzzle): number[][] {
  const n = p.width * p.height;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
    if (independentCheck(p, s).length === 0) out.push(s);
  }
  return out;
}

const tinyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 4 }), height: fc.integer({ min: 1, max: 3 }) })
  .chain(({ width, height }) =>
    fc
      .array(mostly(-1, 5, fc.integer({ min: 0, max: 5 })), {
        minLength: width * height,
        maxLength: width * height,
      })
      .map((clues) => ({ width, height, clues })),
  );

describe("solve", () => {
  it("solves pzprjs's own test puzzle to its answer", () => {
    const p = parsePuzzlink("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g");
    const result = solve(p);
    expect(result.status).toBe("unique");
    // pzprjs's answer: `+ 5 # # # / + # 2 + # / + # # # # / + # 1 # . / # # # 3 .` (# wall).
    expect(result.solutions[0]).toEqual([
      0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 0,
    ]);
  });

  it("counts the three answers of cspuz-rs's public 6x6 link, each accepted by the independent check", () => {
    const p = parsePuzzlink("https://puzz.link/p?nurikabe/6/6/m8n8i9u");
    const result = solve(p, { limit: Infinity });
    expect(result.solutionCount).toBe(3);
    expect(result.complete).toBe(true);
    for (const s of result.solutions) expect(independentCheck(p, s)).toEqual([]);
  });

  it("finds every shading brute force finds on tiny grids, with and without learning", () => {
    fc.assert(
      fc.property(tinyPuzzle, fc.boolean(), (p, learning) => {
        const expected = bruteForce(p);
        const result = solve(p, { limit: Infinity, learning });
        expect(result.solutionCount).toBe(expected.length);
        expect(result.complete).toBe(true);
        expect(new Set(result.solutions.map((s) => s.join("")))).toEqual(
          new Set(expected.map((s) => s.join(""))),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("counts, on a 6x6 with islands of 31 and 1 (4 walls), what brute force over every 4 walls finds", () => {
    // A small analogue of a 32x32 with islands of 994 and 20: few walls, so few places for them. Every answer
    // has exactly 36 - 32 walls, so trying each set of 4 cells is the whole brute force.
    const p: Puzzle = { width: 6, height: 6, clues: Array(36).fill(-1) };
    p.clues[5] = 31;
    p.clues[30] = 1;
    const expected: string[] = [];
    for (let a = 0; a < 36; a++)
      for (let b = a + 1; b < 36; b++)
        for (let c = b + 1; c < 36; c++)
          for (let d = c + 1; d < 36; d++) {
            const s = Array.from({ length: 36 }, (_, i) =>
              i === a || i === b || i === c || i === d ? 1 : 0,
            );
            if (independentCheck(p, s).length === 0) expected.push(s.join(""));
          }
    expect(expected.length).toBeGreaterThan(1);
    for (const learning of [false, true]) {
      const result = solve(p, { limit: Infinity, learning });
      expect(result.complete).toBe(true);
      expect(new Set(result.solutions.map((s) => s.join("")))).toEqual(new Set(expected));
    }
  });

  it("makes island, before any search, every cell too far from a wall for the walls' count", () => {
    // The 1 in the corner walls its two neighbours; 36 - 32 = 4 walls in all, joined, so no wall lies more
    // than 2 steps from those two: every farther cell is island at once.
    const p: Puzzle = { width: 6, height: 6, clues: Array(36).fill(-1) };
    p.clues[5] = 31;
    p.clues[30] = 1;
    const { model, walls } = buildModel(p);
    expect(model.propagate()).toBe(true);
    const near = (i: number) =>
      [24, 31].some(
        (w) => Math.abs((i % 6) - (w % 6)) + Math.abs(Math.floor(i / 6) - Math.floor(w / 6)) <= 2,
      );
    walls.forEach((x, i) => {
      if (i === 24 || i === 31) expect(model.value(x), `cell ${i}`).toBe(1);
      else if (!near(i)) expect(model.isFixed(x) && model.value(x), `cell ${i}`).toBe(0);
    });
  });

  it("solves a small puzzle by propagation alone", () => {
    // "1..2" then "....": the 1 reaches no other cell; the 2 cannot go down (a 2x2 of wall would stay).
    const p: Puzzle = { width: 4, height: 2, clues: [1, -1, -1, 2, -1, -1, -1, -1] };
    const { model, walls } = buildModel(p);
    expect(model.propagate()).toBe(true);
    expect(walls.map((x) => model.isFixed(x) && model.value(x))).toEqual([0, 1, 0, 0, 1, 1, 1, 1]);
  });
});

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

  it("solves a small puzzle by propagation alone", () => {
    // "1..2" then "....": the 1 reaches no other cell; the 2 cannot go down (a 2x2 of wall would stay).
    const p: Puzzle = { width: 4, height: 2, clues: [1, -1, -1, 2, -1, -1, -1, -1] };
    const { model, walls } = buildModel(p);
    expect(model.propagate()).toBe(true);
    expect(walls.map((x) => model.isFixed(x) && model.value(x))).toEqual([0, 1, 0, 0, 1, 1, 1, 1]);
  });
});

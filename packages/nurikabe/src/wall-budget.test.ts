// The wall budget, checked against brute force: on grids with few walls every answer has exactly that many,
// so trying every set of that many cells as walls (judged by the independent check) is the whole search.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import type { Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** Every answer with exactly `walls` walls the independent check accepts (all subsets of that size). */
function bruteForce(p: Puzzle, walls: number): Set<string> {
  const n = p.width * p.height;
  const out = new Set<string>();
  const pick: number[] = [];
  const visit = (from: number) => {
    if (pick.length === walls) {
      const s = Array.from({ length: n }, () => 0);
      for (const i of pick) s[i] = 1;
      if (independentCheck(p, s).length === 0) out.add(s.join(""));
      return;
    }
    for (let i = from; i < n; i++) {
      pick.push(i);
      visit(i + 1);
      pick.pop();
    }
  };
  visit(0);
  return out;
}

/** Up to 5x5 grids with one to three numbers leaving at most 4 walls (where the budget is posted). */
const fewWalls: fc.Arbitrary<{ p: Puzzle; walls: number }> = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 5 }),
    walls: fc.integer({ min: 1, max: 4 }),
    count: fc.integer({ min: 1, max: 3 }),
    seed: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
  })
  .map(({ width, height, walls, count, seed }) => {
    const n = width * height;
    const w = Math.min(walls, n - count);
    const clues: number[] = Array(n).fill(-1);
    let left = n - w;
    for (let k = 0; k < count; k++) {
      const size =
        k === count - 1 ? left - (count - 1 - k) : 1 + (seed[k]! % Math.max(1, left - (count - 1 - k)));
      left -= size;
      let at = seed[k + 3]! % n;
      while (clues[at] !== -1) at = (at + 1) % n;
      clues[at] = size;
    }
    return { p: { width, height, clues }, walls: w };
  });

describe("wall budget", () => {
  it("finds every answer brute force finds on small grids with few walls, with and without learning", () => {
    fc.assert(
      fc.property(fewWalls, fc.boolean(), ({ p, walls }, learning) => {
        const expected = bruteForce(p, walls);
        const result = solve(p, { limit: Infinity, learning });
        expect(result.complete).toBe(true);
        expect(new Set(result.solutions.map((s) => s.join("")))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a 6-island of an 8x8 with 6 walls in the corner box it fits, before any search", () => {
    // A 6 near the lower left corner, too far (6 steps) to reach the top or right edge, and a 52: 6 walls
    // close off only a 2x3 or 3x2 corner box (its rows and columns plus one, less one), so the 6 holds no cell
    // outside rows 6-8 and columns 1-3. Without the budget it could still reach 5 steps from its number.
    const p: Puzzle = { width: 8, height: 8, clues: Array(64).fill(-1) };
    p.clues[7] = 52;
    p.clues[49] = 6;
    const { model, labels } = buildModel(p);
    expect(model.propagate()).toBe(true);
    const outside = labels.flatMap((x, i) =>
      model.has(x, 2) && !(Math.floor(i / 8) >= 5 && i % 8 <= 2) ? [i] : [],
    );
    expect(outside).toEqual([]);
    // The two boxes, each closed by 6 walls, are the two answers.
    const result = solve(p, { limit: Infinity });
    expect(result.solutionCount).toBe(2);
    for (const s of result.solutions) expect(independentCheck(p, s)).toEqual([]);
  });
});

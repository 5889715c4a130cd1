import { createRng } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { generate } from "./generate.js";
import { countOneStar } from "./one-star-count.js";
import { canonicalRegions, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** Random regions: each cell joins a random neighbour's region or starts one, up to `width` regions in all. */
function randomRegions(width: number, seed: number): number[] {
  const rng = createRng(seed);
  const regions: number[] = [];
  let next = 0;
  for (let i = 0; i < width * width; i++) {
    const beside = [i % width > 0 ? i - 1 : -1, i - width].filter((j) => j >= 0);
    regions.push(
      next < width && (beside.length === 0 || rng.int(3) === 0)
        ? next++
        : regions[beside[rng.int(beside.length)]!]!,
    );
  }
  return canonicalRegions({ width, regions });
}

describe("countOneStar", () => {
  it("counts as the engine does, up to the limit, on random regions of 4x4 to 7x7", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) {
      const width = 4 + (seed % 4);
      const regions = randomRegions(width, seed);
      if (new Set(regions).size !== width) continue;
      const puzzle: Puzzle = { width, height: width, stars: 1, regions };
      const engine = solve(puzzle, { limit: 3 }).solutions.length;
      expect(countOneStar(width, regions, 3)).toBe(engine);
      seen.add(engine);
    }
    // Puzzles without an answer, with one and with several were all met.
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it("refuses what it cannot count", () => {
    expect(() => countOneStar(3, [0, 0, 0], 2)).toThrow("square grid");
    expect(() => countOneStar(1, [40], 2)).toThrow("region ids 0 to 31");
  });
});

describe("generate", () => {
  it("keeps 8x8 puzzles that both the count and the engine find unique", () => {
    for (const seed of [19, 20]) {
      const p = generate({ size: 8 }, seed);
      expect(countOneStar(8, p.regions, 2)).toBe(1);
      expect(solve(p, { limit: 2 }).status).toBe("unique");
    }
  });
});

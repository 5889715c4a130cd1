import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { generateNonogram, solveNonogram } from "../operations.js";
import { resolveParams } from "../params.js";
import { analyzePicture } from "./analysis.js";
import { satisfies } from "./checker.test-helpers.js";

describe("generate", () => {
  it("makes puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const p = generateNonogram({ width: 8, height: 6 }, seed);
      expect(p.columns).toHaveLength(8);
      expect(p.rows).toHaveLength(6);
      const r = solveNonogram(p, { limit: 2 });
      expect(r.status).toBe("unique");
      expect(satisfies(p, p.goal!)).toBe(true);
      expect(generateNonogram({ width: 8, height: 6 }, seed)).toEqual(p);
    }
    expect(generateNonogram({ width: 8, height: 6 }, 1)).not.toEqual(
      generateNonogram({ width: 8, height: 6 }, 2),
    );
  });

  it("checks its params", () => {
    expect(() => resolveParams({ width: 1 })).toThrow("width must be");
    expect(() => resolveParams({ width: 5, density: 1.5 })).toThrow("density must be");
  });
});

describe("analyzePicture", () => {
  it("finds a unique picture unique", () => {
    expect(analyzePicture(["##.", "#..", "..."])).toMatchObject({
      unique: true,
      ambiguous: [],
      complete: true,
    });
  });

  it("names exactly the ambiguous cells", () => {
    // The top-left 2x2 is a diagonal (it can flip); the rest is forced.
    const a = analyzePicture(["#..", ".#.", "..."]);
    expect(a.unique).toBe(false);
    expect(a.ambiguous).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ]);
    expect(a.other).toEqual([".#.", "#..", "..."]);
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generateNonogram, { width: 15, height: 15 });
  });
});

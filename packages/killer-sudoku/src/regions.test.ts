import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "./generate.js";
import { regionSums, regionsOf } from "./regions.js";
import { solve } from "./solve.js";

// That the sums remove no solution is tested where counts are: solve.test.ts counts random 4x4 cage layouts
// by brute force with the default model, which posts them.

describe("regionSums (the rule of 45)", () => {
  it("states only sums that the solution keeps, innies inside their region and outies outside", () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 6, 9), fc.integer({ min: 1, max: 1000 }), (size, seed) => {
        const puzzle = generate({ size }, seed);
        const answer = solve(puzzle, { ruleOf45: 0 }).solutions[0]!;
        const sums = regionSums(puzzle, size * size);
        expect(sums.length).toBeGreaterThan(0);
        for (const r of sums) {
          expect(
            r.cells.reduce((a, i) => a + answer[i]!, 0),
            `${r.kind} of ${r.region}`,
          ).toBe(r.sum);
          const inside = new Set(r.regionCells);
          for (const i of r.cells) expect(inside.has(i)).toBe(r.kind === "innies");
        }
      }),
      { numRuns: 12 },
    );
  });

  it("lists each unit and each run of consecutive rows and columns once", () => {
    const names = regionsOf(4).map((r) => r.name);
    expect(names).toEqual([
      ...["row 1", "row 2", "row 3", "row 4", "column 1", "column 2", "column 3", "column 4"],
      ...["box 1", "box 2", "box 3", "box 4", "rows 1-2", "rows 2-3", "rows 3-4", "rows 1-3", "rows 2-4"],
      ...["columns 1-2", "columns 2-3", "columns 3-4", "columns 1-3", "columns 2-4"],
    ]);
    expect(
      regionSums({ size: 4, cages: [{ sum: 3, cells: [0, 1] }], givens: new Array(16).fill(0) }, 16),
    ).toEqual([]);
  });
});

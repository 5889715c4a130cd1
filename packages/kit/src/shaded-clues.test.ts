import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shadedClueProblems } from "./shaded-clues.js";

describe("shadedClueProblems", () => {
  it("names each clue cell that is shaded, row by row, in the genre's word", () => {
    // 3x2: clues at r1c1, r1c3 and r2c2; shaded r1c3, r2c1 and r2c2.
    const shaded = [0, 0, 1, 1, 1, 0];
    const clues = [1, 0, 1, 0, 1, 0];
    const grid = { width: 3, height: 2, shaded: (i: number) => shaded[i] === 1 };
    expect(shadedClueProblems(grid, (i) => clues[i] === 1, "number")).toEqual([
      { code: "number-shaded", message: "r1c3 holds a number and is shaded", cells: [{ row: 0, col: 2 }] },
      { code: "number-shaded", message: "r2c2 holds a number and is shaded", cells: [{ row: 1, col: 1 }] },
    ]);
  });

  it("finds exactly the cells both clued and shaded (property)", () => {
    const cells = fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 36 });
    fc.assert(
      fc.property(cells, (grid) => {
        const found = shadedClueProblems(
          { width: grid.length, height: 1, shaded: (i) => grid[i]![1] },
          (i) => grid[i]![0],
          "clue",
        );
        const expected = grid.flatMap(([clued, shaded], i) => (clued && shaded ? [i] : []));
        expect(found.map((p) => p.cells![0]!.col)).toEqual(expected);
        expect(found.every((p) => p.code === "clue-shaded")).toBe(true);
      }),
    );
  });
});

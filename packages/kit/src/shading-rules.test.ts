import { describe, expect, it } from "vitest";
import { gridGroups } from "./cells.js";
import { cellsApart, shadedProblems, shadedSideBySide, unshadedProblems } from "./shading-rules.js";

const grid = (rows: string[]) => ({
  width: rows[0]!.length,
  height: rows.length,
  shaded: (i: number) => rows.join("")[i] === "#",
});

describe("shading rules", () => {
  it("name each pair of shaded cells side by side", () => {
    expect(shadedSideBySide(grid(["#.#", "..#"])).map((p) => p.message)).toEqual([
      "r1c3 and r2c3 are shaded side by side",
    ]);
    expect(shadedSideBySide(grid(["#.", ".#"]))).toEqual([]);
  });

  it("find unshaded cells in two pieces, and nothing shaded", () => {
    expect(unshadedProblems(grid(["#.", ".#"])).map((p) => p.message)).toEqual([
      "the unshaded cells are divided: r2c1 cannot reach r1c2",
    ]);
    expect(unshadedProblems(grid(["..", ".."])).map((p) => p.code)).toEqual(["nothing-shaded"]);
    expect(unshadedProblems(grid(["#.", ".."]))).toEqual([]);
    expect(unshadedProblems(grid(["#"]))).toEqual([]);
  });

  it("find shaded cells in two pieces, and nothing shaded", () => {
    expect(shadedProblems(grid(["#.", ".#"])).map((p) => p.message)).toEqual([
      "the shaded cells are divided: r2c2 cannot reach r1c1",
    ]);
    expect(shadedProblems(grid(["..", ".."])).map((p) => p.code)).toEqual(["nothing-shaded"]);
    expect(shadedProblems(grid(["##", ".#"]))).toEqual([]);
    expect(shadedProblems({ width: 0, height: 0, shaded: () => false })).toEqual([]);
  });

  it("name the first cell of a second group of cells that must be one, and nothing for one group", () => {
    const shaded = grid(["##.", "..#", "#.#"]);
    expect(cellsApart(gridGroups(shaded, shaded.shaded), 3, "shaded-divided", "shaded cells")).toEqual([
      {
        code: "shaded-divided",
        message: "the shaded cells are divided: r2c3 cannot reach r1c1",
        cells: [{ row: 1, col: 2 }],
      },
    ]);
    expect(cellsApart([[0, 1]], 3, "shaded-divided", "shaded cells")).toEqual([]);
    expect(cellsApart([], 3, "shaded-divided", "shaded cells")).toEqual([]);
  });
});

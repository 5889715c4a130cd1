import { describe, expect, it } from "vitest";
import { shadedSideBySide, unshadedProblems } from "./shading-rules.js";

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
});

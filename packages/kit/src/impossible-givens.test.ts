import { describe, expect, it } from "vitest";
import { impossibleGivens } from "./impossible-givens.js";

describe("impossibleGivens", () => {
  it("names each given the reason refuses, with its cell, and passes over the others", () => {
    const problems = impossibleGivens([1, 5, -1, 9], 2, (v) => (v > 4 ? "the grid has 4 cells" : null));
    expect(problems).toEqual([
      {
        code: "impossible-given",
        message: "the 5 in r1c2 cannot stand: the grid has 4 cells",
        cells: [{ row: 0, col: 1 }],
      },
      {
        code: "impossible-given",
        message: "the 9 in r2c2 cannot stand: the grid has 4 cells",
        cells: [{ row: 1, col: 1 }],
      },
    ]);
    expect(impossibleGivens([1, 2], 2, () => null)).toEqual([]);
  });
});

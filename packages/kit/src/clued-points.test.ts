import { describe, expect, it } from "vitest";
import { cluedPoints } from "./clued-points.js";

describe("cluedPoints", () => {
  it("walks the points with a clue, in order, with the cells around each", () => {
    const grid = { clues: [2, -1, 0, -2] };
    expect(cluedPoints(grid, (g, p) => [g.clues.length, p])).toEqual([
      { point: 0, clue: 2, around: [4, 0] },
      { point: 2, clue: 0, around: [4, 2] },
    ]);
  });

  it("walks nothing in a grid without clues", () => {
    expect(cluedPoints({ clues: [-1, -2] }, () => [1])).toEqual([]);
  });
});

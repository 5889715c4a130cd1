import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";

describe("gridLimits", () => {
  it("bounds the cells by the side squared, and keeps the notes when given", () => {
    expect(gridLimits({ maxSide: 40, maxTextLength: 1024, notes: "n" })).toEqual({
      maxSide: 40,
      maxCells: 1600,
      maxTextLength: 1024,
      notes: "n",
    });
    expect(gridLimits({ maxSide: 3, maxTextLength: 9 })).toEqual({
      maxSide: 3,
      maxCells: 9,
      maxTextLength: 9,
    });
  });
});

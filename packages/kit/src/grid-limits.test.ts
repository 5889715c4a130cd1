import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_TEXT_LENGTH, gridLimits } from "./grid-limits.js";

describe("gridLimits", () => {
  it("bounds the cells by the side squared, and keeps the notes when given", () => {
    expect(gridLimits(40, { maxTextLength: 1024, notes: "n" })).toEqual({
      maxSide: 40,
      maxCells: 1600,
      maxTextLength: 1024,
      notes: "n",
    });
    expect(gridLimits(3, { maxTextLength: 9 })).toEqual({
      maxSide: 3,
      maxCells: 9,
      maxTextLength: 9,
    });
  });

  it("bounds the text by 64 KiB when no text length is given", () => {
    expect(DEFAULT_MAX_TEXT_LENGTH).toBe(65_536);
    expect(gridLimits(40)).toEqual({ maxSide: 40, maxCells: 1600, maxTextLength: 65_536 });
    expect(gridLimits(40, { maxTextLength: 10 }).maxTextLength).toBe(10);
  });
});

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

  it("bounds the text by 64 KiB up to a 32 x 32 grid when no text length is given", () => {
    expect(DEFAULT_MAX_TEXT_LENGTH).toBe(65_536);
    expect(gridLimits(20)).toEqual({ maxSide: 20, maxCells: 400, maxTextLength: 65_536 });
    expect(gridLimits(32).maxTextLength).toBe(65_536);
    expect(gridLimits(40, { maxTextLength: 10 }).maxTextLength).toBe(10);
  });

  it("grows the default text bound with the grid past 32 x 32: 64 characters a cell", () => {
    expect(gridLimits(33).maxTextLength).toBe(64 * 33 * 33);
    expect(gridLimits(40)).toEqual({ maxSide: 40, maxCells: 1600, maxTextLength: 102_400 });
    expect(gridLimits(64).maxTextLength).toBe(256 * 1024);
  });
});

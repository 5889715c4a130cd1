// @vitest-environment node
import { describe, expect, it } from "vitest";
import { colourPuzzle } from "../../test/colour-nonogram.ts";
import { clueBlocks, luminance, textColourOn } from "./colour.ts";
import { colourKey } from "./keys.ts";

const palette = colourPuzzle.palette!;

// What a colour line makes, and the colour attempt, are the package's play model, tested there.
describe("colour nonogram board", () => {
  it("picks black text on light colours and white on dark ones", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#000000")).toBe(0);
    expect(textColourOn("#fff1d0")).toBe("#000000");
    expect(textColourOn("#f4d03f")).toBe("#000000");
    expect(textColourOn("#6e2c00")).toBe("#ffffff");
    expect(textColourOn("#1e8449")).toBe("#ffffff");
  });

  it("gives each block of a clue its colour, the first colour where one is missing", () => {
    expect(clueBlocks([2, 1], [2])).toEqual([
      { length: 2, colour: 2 },
      { length: 1, colour: 1 },
    ]);
  });

  it("maps keys to colours: codes, digits 1-9, 0 for the background", () => {
    expect(colourKey(palette, "g")).toBe("g");
    expect(colourKey(palette, "2")).toBe("g");
    expect(colourKey(palette, "0")).toBe(".");
    expect(colourKey(palette, "9")).toBeNull();
    expect(colourKey(palette, "x")).toBeNull();
    expect(colourKey(palette, "ArrowUp")).toBeNull();
  });
});

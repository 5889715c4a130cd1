import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneFormatType } from "./presets.test-helpers.js";
import { ownTextLimits } from "./text-limits-preset.js";

type Clues = { width: number; height: number; clues: number[] };

describe("ownTextLimits", () => {
  const first: Clues = { width: 2, height: 3, clues: [1, 2, 3, 4, 5, 6] };
  const limits = { maxSide: 3, maxCells: 9, maxTextLength: 10 };
  const of = {
    fromJson: () => first,
    valid: fc.constant(first),
    json: { list: "clues", width: 4, height: 4, length: 25 },
    oversized: { text: "....\n", error: "the grid has 4 columns; at most 3" },
    attempt: { max: 2 },
    generate: { tooSmall: 3, sizeError: "--size takes 4 to 7" },
  };

  it("reads the first example and the oversized text with the type's default format, an attempt of one entry a cell", () => {
    const { read, type } = oneFormatType("kropki", limits, first, "12\n");
    const preset = ownTextLimits(type, of);
    expect(read).toEqual(["12\n"]);
    preset.oversized.read();
    expect(read[1]).toBe("....\n");
    expect(preset).toMatchObject({
      fromJson: of.fromJson,
      valid: of.valid,
      json: of.json,
      oversized: { error: "the grid has 4 columns; at most 3" },
      puzzle: first,
      attempt: { length: 6, max: 2 },
      generate: { badSizes: [1e9, 3, 2.5], sizeError: "--size takes 4 to 7" },
    });
    // The dots of the contract's default, not a text of the preset's.
    expect(preset.tooLong).toBeUndefined();
  });

  it("takes the genre's own example and an attempt's length where it is not one entry a cell", () => {
    const { type } = oneFormatType("tentaisho", limits, first, "12\n");
    const own: Clues = { width: 1, height: 1, clues: [0] };
    const preset = ownTextLimits(type, { ...of, example: own, attempt: { max: 1, length: 17 } });
    expect(preset.puzzle).toBe(own);
    expect(preset.attempt).toEqual({ length: 17, max: 1 });
  });
});

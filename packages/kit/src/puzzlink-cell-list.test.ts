import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import { CIRCLE_CELLS, cellListLink, NUMBER16_CELLS } from "./puzzlink-cell-list.js";

const limits = gridLimits(6);

describe("cellListLink", () => {
  const numbers = cellListLink(["numlin", "numberlink"], limits, "numbers", NUMBER16_CELLS, "number");
  const circles = cellListLink(["mashu"], limits, "pearls", CIRCLE_CELLS, "pearl");

  it("reads a link's size and values under the key, and writes the first genre's link", () => {
    expect(numbers.parsePuzzlink("https://puzz.link/p?numberlink/2/2/1h2")).toEqual({
      width: 2,
      height: 2,
      numbers: [1, -1, -1, 2],
    });
    expect(numbers.serializePuzzlink({ width: 2, height: 2, numbers: [1, -1, -1, 2] })).toBe(
      "https://puzz.link/p?numlin/2/2/1h2",
    );
    expect(circles.parsePuzzlink("https://puzz.link/p?mashu/3/1/5")).toEqual({
      width: 3,
      height: 1,
      pearls: [0, 1, 2],
    });
    expect(numbers.puzzlinkFormat.id).toBe("puzzlink");
    expect(numbers.puzzlinkFormat.detect?.("https://puzz.link/p?numlin/2/2/1h2")).toBe(true);
  });

  it("refuses a grid past the limits and a link of another genre", () => {
    expect(() => numbers.parsePuzzlink("https://puzz.link/p?numlin/7/1/")).toThrow(ParseError);
    expect(() => circles.parsePuzzlink("https://puzz.link/p?numlin/2/2/1h2")).toThrow(ParseError);
  });

  it("reads back every grid it writes", () => {
    const grid = fc
      .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          numbers: fc.array(fc.integer({ min: -1, max: 300 }), {
            minLength: width * height,
            maxLength: width * height,
          }),
          pearls: fc.array(fc.integer({ min: 0, max: 2 }), {
            minLength: width * height,
            maxLength: width * height,
          }),
        }),
      );
    fc.assert(
      fc.property(grid, ({ width, height, numbers: n, pearls }) => {
        const p = { width, height, numbers: n };
        expect(numbers.parsePuzzlink(numbers.serializePuzzlink(p))).toEqual(p);
        const q = { width, height, pearls };
        expect(circles.parsePuzzlink(circles.serializePuzzlink(q))).toEqual(q);
      }),
    );
  });
});

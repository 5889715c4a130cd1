import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import {
  HIDDEN_POINT_CLUE,
  NO_POINT_CLUE,
  pointClueGridFromJson,
  pointClueJsonFormat,
  pointClueTextFormat,
} from "./point-clues.js";

const limits = gridLimits(3, { maxTextLength: 100 });

describe("pointClueGridFromJson", () => {
  it("reads a clue on every grid point, -2 to 4", () => {
    const clues = [0, -1, 4, -2, 1, 2];
    expect(pointClueGridFromJson({ width: 2, height: 1, clues }, limits)).toEqual({
      width: 2,
      height: 1,
      clues,
    });
  });

  it("refuses a clue out of range, a list of the wrong length and a grid past the limits", () => {
    expect(() => pointClueGridFromJson({ width: 1, height: 1, clues: [0, 0, 0, 5] }, limits)).toThrow(
      ParseError,
    );
    expect(() => pointClueGridFromJson({ width: 1, height: 1, clues: [0, 0, 0] }, limits)).toThrow(
      ParseError,
    );
    expect(() => pointClueGridFromJson({ width: 4, height: 1, clues: [] }, limits)).toThrow(ParseError);
  });
});

describe("pointClueTextFormat and pointClueJsonFormat", () => {
  const textFormat = pointClueTextFormat({ genre: "Creek", limits, extensions: ["creek"] });
  const jsonFormat = pointClueJsonFormat("creek", limits, textFormat);
  const grids = fc
    .record({ width: fc.integer({ min: 1, max: 3 }), height: fc.integer({ min: 1, max: 3 }) })
    .chain(({ width, height }) =>
      fc
        .array(fc.integer({ min: -2, max: 4 }), {
          minLength: (width + 1) * (height + 1),
          maxLength: (width + 1) * (height + 1),
        })
        .map((clues) => ({ width, height, clues })),
    );

  it("write a grid of point clues that both read back as it was", () => {
    fc.assert(
      fc.property(grids, (grid) => {
        expect(textFormat.parse(textFormat.serialize!(grid))).toEqual(grid);
        expect(jsonFormat.parse(jsonFormat.serialize!(grid))).toEqual(grid);
      }),
    );
  });

  it("read the points' symbols, and write a line a row of points", () => {
    const grid = { width: 2, height: 1, clues: [0, -1, 4, -2, 1, 2] };
    expect(textFormat.parse("\n 0.4\n?12\n\n")).toEqual(grid);
    expect(textFormat.serialize!(grid)).toBe("0.4\n?12\n");
    expect(JSON.parse(jsonFormat.serialize!(grid))).toEqual({ type: "creek", rows: ["0.4", "?12"] });
  });

  it("refuse a bad point, a ragged line, too few or too many lines, and another type's document", () => {
    expect(() => textFormat.parse("1.\n.5\n")).toThrow("line 2, column 2: '5' is not a clue");
    expect(() => textFormat.parse("1.\n.\n")).toThrow("line 2: line has 1 points; expected 2");
    expect(() => textFormat.parse("1.\n")).toThrow("a Creek grid has at least two lines");
    expect(() => textFormat.parse("..\n..\n..\n..\n..\n")).toThrow("the grid has 4 rows of cells; at most 3");
    expect(() => textFormat.parse(".....\n.....\n")).toThrow("a line has 5 points; expected 2 to 4");
    expect(() => jsonFormat.parse('{"type": "gokigen", "rows": ["..", ".."]}')).toThrow(ParseError);
  });

  it("detect only a file named with one of the genre's endings", () => {
    expect(textFormat.detect?.("1.\n..\n", "a.creek")).toBe(true);
    expect(textFormat.detect?.("1.\n..\n", "a.txt")).toBe(false);
    expect(textFormat.detect?.("  \n", "a.creek")).toBe(false);
    expect(textFormat.extensions).toEqual(["creek", "txt"]);
  });
});

describe("the point-clue codes", () => {
  it("are what the text format reads for `.` and `?`, and writes back as them", () => {
    const textFormat = pointClueTextFormat({ genre: "Creek", limits, extensions: ["creek"] });
    const puzzle = textFormat.parse("0?\n.4\n");
    expect(puzzle.clues).toEqual([0, HIDDEN_POINT_CLUE, NO_POINT_CLUE, 4]);
    expect(textFormat.serialize!(puzzle)).toBe("0?\n.4\n");
  });
});

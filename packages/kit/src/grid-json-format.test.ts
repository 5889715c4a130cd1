import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridJsonFormat } from "./grid-json-format.js";
import { gridLimits } from "./grid-limits.js";
import { jsonCellGrid, jsonIntegers, jsonObject } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { gridPuzzles } from "./testing/arbitraries.js";

interface Marks {
  width: number;
  height: number;
  cells: number[];
  marks: number[];
}

const limits = gridLimits(4, { maxTextLength: 400 });
const fromJson = (value: unknown): Marks => {
  const grid = jsonCellGrid(value, "cells", limits, -1, 9);
  const marks = jsonIntegers(jsonObject(value, "").marks, "marks", grid.width * grid.height, 0, 1);
  return { ...grid, marks };
};
const format = gridJsonFormat<Marks>("marks", limits, fromJson, { cells: "-1, 3, ...", marks: "..." });

// Puzzles of 1x1 to 4x4 cells, each cell a number (-1 to 9) and a mark (0 or 1).
const marks = gridPuzzles<{ width: number; height: number; pairs: [number, number][] }>({
  list: "pairs",
  cell: fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: 0, max: 1 })),
  maxSide: 4,
}).map(({ width, height, pairs }) => ({
  width,
  height,
  cells: pairs.map(([cell]) => cell),
  marks: pairs.map(([, mark]) => mark),
}));

describe("gridJsonFormat", () => {
  it("writes the type, the size and the lists, in that order, one line, and reads it back", () => {
    const puzzle = { width: 2, height: 1, cells: [3, -1], marks: [0, 1] };
    expect(format.serialize!(puzzle)).toBe(
      '{"type":"marks","width":2,"height":1,"cells":[3,-1],"marks":[0,1]}\n',
    );
    fc.assert(
      fc.property(marks, (p) => {
        expect(format.parse(format.serialize!(p))).toEqual(p);
      }),
    );
  });

  it("writes nothing but the size and the lists named, whatever else a puzzle object carries", () => {
    const puzzle = { width: 1, height: 1, cells: [0], marks: [1], note: "not data" };
    expect(JSON.parse(format.serialize!(puzzle))).toEqual({
      type: "marks",
      width: 1,
      height: 1,
      cells: [0],
      marks: [1],
    });
  });

  it("says what the document is, with the lists' examples, and refuses another type's document", () => {
    expect(() => format.parse("[]")).toThrow(
      'a marks JSON document is an object: {"width": 5, "height": 5, "cells": [-1, 3, ...], "marks": [...]}',
    );
    const vowel = gridJsonFormat<Marks>("islands", limits, fromJson, { cells: "..." });
    expect(() => vowel.parse("3")).toThrow(
      'an islands JSON document is an object: {"width": 5, "height": 5, "cells": [...]}',
    );
    expect(() => format.parse('{"type": "other", "width": 1, "height": 1}')).toThrow(
      'this is a "other" document',
    );
    expect(() => format.parse('{"width": 1, "height": 1, "cells": [10], "marks": [0]}')).toThrow(ParseError);
  });

  it("is the json format of its type", () => {
    expect(format.id).toBe("json");
    expect(format.detect?.('{"type": "marks", "width": 1}', "a.json")).toBe(true);
    expect(format.detect?.('{"type": "other", "width": 1}', "a.json")).toBe(false);
  });
});

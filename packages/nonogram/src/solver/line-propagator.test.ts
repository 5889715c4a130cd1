import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLines, packClues } from "./line-propagator.js";

describe("packClues", () => {
  it("keeps each line's numbers, in order, at its start", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(30), { maxLength: 6 }), { maxLength: 8 }), (lines) => {
        const { values, start, length } = packClues(lines);
        expect(values.length).toBe(lines.flat().length);
        const back = lines.map((_, i) => Array.from(values.subarray(start[i], start[i]! + length[i]!)));
        expect(back).toEqual(lines);
      }),
    );
  });
});

describe("gridLines", () => {
  it("lists the rows, then the columns, of a grid numbered row by row", () => {
    expect(gridLines(3, 2).map((line) => Array.from(line))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });
});

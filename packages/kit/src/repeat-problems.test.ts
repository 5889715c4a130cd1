import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repeatProblems } from "./repeat-problems.js";

// Each problem words its value and its cells, so that a test reads what was found from the messages.
const word = (cells: number[], v: number) => ({ code: "repeated", message: `${v} at ${cells.join(",")}` });

describe("repeatProblems", () => {
  it("names each value held twice or more in a group, with its cells in the group's order", () => {
    const values = [3, 1, 3, 0, 1, 3];
    const found = repeatProblems([[0, 1, 2, 3, 4, 5]], (i) => values[i]!, word);
    expect(found.map((p) => p.message)).toEqual(["3 at 0,2,5", "1 at 1,4"]);
  });

  it("passes over empty cells (0 or less) and values repeated only across groups", () => {
    const values = [0, 0, -1, -1, 2, 5, 2];
    expect(repeatProblems([[0, 1, 2, 3], [4, 5], [6]], (i) => values[i]!, word)).toEqual([]);
  });

  it("finds exactly the values above 0 that a group holds more than once (property)", () => {
    const grids = fc.array(fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 8 }), { maxLength: 4 });
    fc.assert(
      fc.property(grids, (rows) => {
        const values = rows.flat();
        // Row r's cells are its own indexes in `values`.
        const groups = rows.map((row, r) => row.map((_, k) => rows.slice(0, r).flat().length + k));
        const expected = groups.flatMap((g) =>
          [...new Set(g.map((i) => values[i]!))]
            .map((v) => ({ v, cells: g.filter((i) => values[i] === v) }))
            .filter(({ v, cells }) => v > 0 && cells.length > 1)
            .map(({ v, cells }) => `${v} at ${cells.join(",")}`),
        );
        expect(repeatProblems(groups, (i) => values[i]!, word).map((p) => p.message)).toEqual(expected);
      }),
    );
  });
});

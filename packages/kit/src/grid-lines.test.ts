import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rowsAndColumns } from "./grid-lines.js";

describe("rowsAndColumns", () => {
  it("lists the rows, then the columns, each in order", () => {
    expect(rowsAndColumns({ width: 3, height: 2 })).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it("puts every cell in exactly one row and one column", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), (width, height) => {
        const lines = rowsAndColumns({ width, height });
        expect(lines).toHaveLength(width + height);
        const rows = lines.slice(0, height).flat();
        const columns = lines.slice(height).flat();
        const all = Array.from({ length: width * height }, (_, i) => i);
        expect(rows).toEqual(all);
        expect([...columns].sort((a, b) => a - b)).toEqual(all);
        for (const [c, column] of lines.slice(height).entries())
          expect(column.every((i) => i % width === c)).toBe(true);
      }),
    );
  });
});

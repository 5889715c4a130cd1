import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellName } from "../cells.js";
import { cellsNamed } from "./cell-names.js";

describe("cellsNamed", () => {
  it("reads the 1-based names messages give cells, in order", () => {
    expect(cellsNamed("r2c1", "r1c12")).toEqual([
      { row: 1, col: 0 },
      { row: 0, col: 11 },
    ]);
    expect(cellsNamed()).toEqual([]);
  });

  it("is the inverse of cellName", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (row, col) => {
        expect(cellsNamed(cellName({ row, col }))).toEqual([{ row, col }]);
      }),
    );
  });

  it("refuses what is not a cell name, saying which", () => {
    for (const name of ["", "r0c1", "r1c0", "R1C1", "r1", "c1", "r1c1 ", "r01c1", "r1c-1"])
      expect(() => cellsNamed("r1c1", name)).toThrow(`'${name}' is not a cell name like r2c1`);
  });
});

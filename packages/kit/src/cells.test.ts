import { describe, expect, it } from "vitest";
import { cellAt, cellName, cellNameAt } from "./cells.js";

describe("cell names", () => {
  it("are 1-based, row first, from a cell or from an index and a width", () => {
    expect(cellName({ row: 2, col: 6 })).toBe("r3c7");
    expect(cellAt(13, 6)).toEqual({ row: 2, col: 1 });
    expect(cellNameAt(0, 9)).toBe("r1c1");
    expect(cellNameAt(80, 9)).toBe("r9c9");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileGridParts } from "./hostile-grids.js";

describe("hostileGridParts", () => {
  it("makes a hostile first side beside a small one and an empty list, then a 1x1 grid of a hostile list", () => {
    const [sides, list] = hostileGridParts({ width: "rows", height: "cols", list: "cells" });
    fc.assert(
      fc.property(sides!, (value) => {
        const grid = value as Record<string, unknown>;
        expect(Object.keys(grid)).toEqual(["rows", "cols", "cells"]);
        expect(grid.cols).toBeGreaterThanOrEqual(1);
        expect(grid.cols).toBeLessThanOrEqual(3);
        expect(grid.cells).toEqual([]);
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(list!, (value) => {
        expect(value).toMatchObject({ rows: 1, cols: 1 });
        expect(Object.keys(value as object)).toEqual(["rows", "cols", "cells"]);
      }),
      { numRuns: 20 },
    );
  });
});

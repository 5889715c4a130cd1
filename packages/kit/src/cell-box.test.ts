import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellBox } from "./cell-box.js";

/** Whether `cells` fill the box they span, as the rectangle genres ask it. */
const fillsBox = (cells: number[], width: number) => {
  const { height, width: wide } = cellBox(cells, width);
  return height * wide === cells.length;
};

describe("cellBox", () => {
  it("spans the first and last row and column of the cells, in any order", () => {
    // A 4-wide grid: cells 5 (r1c1), 2 (r0c2) and 13 (r3c1).
    expect(cellBox([5, 2, 13], 4)).toEqual({ top: 0, bottom: 3, left: 1, right: 2, height: 4, width: 2 });
    expect(cellBox([7], 4)).toEqual({ top: 1, bottom: 1, left: 3, right: 3, height: 1, width: 1 });
  });

  it("is the smallest box holding every cell (property)", () => {
    const grid = fc
      .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }))
      .chain(([width, height]) =>
        fc.record({
          width: fc.constant(width),
          cells: fc.uniqueArray(fc.integer({ min: 0, max: width * height - 1 }), { minLength: 1 }),
        }),
      );
    fc.assert(
      fc.property(grid, ({ width, cells }) => {
        const box = cellBox(cells, width);
        const rows = cells.map((i) => Math.floor(i / width));
        const cols = cells.map((i) => i % width);
        expect([box.top, box.bottom]).toEqual([Math.min(...rows), Math.max(...rows)]);
        expect([box.left, box.right]).toEqual([Math.min(...cols), Math.max(...cols)]);
        expect(box.height * box.width).toBeGreaterThanOrEqual(cells.length);
        // As many cells as height x width exactly when the cells are every cell of the box.
        const every = [];
        for (let r = box.top; r <= box.bottom; r++)
          for (let c = box.left; c <= box.right; c++) every.push(r * width + c);
        expect(fillsBox(cells, width)).toBe(every.every((i) => cells.includes(i)));
      }),
    );
  });

  it("a rectangle has as many cells as its box, an L or cells with a gap fewer", () => {
    expect(fillsBox([0, 1, 3, 4], 3)).toBe(true);
    expect(fillsBox([0, 1, 3], 3)).toBe(false);
    expect(fillsBox([0, 2], 3)).toBe(false);
    expect(fillsBox([4], 3)).toBe(true);
  });
});

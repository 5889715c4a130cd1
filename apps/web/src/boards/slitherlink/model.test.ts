// @vitest-environment node
import { describe, expect, it } from "vitest";
import { edgeAt, edgeName, latticeOf, moveFocus } from "./model.ts";
import { dotPath, nearestEdge, reachedDot } from "./pointer.ts";

// 3 wide, 2 high: 9 horizontal edges, then 8 vertical ones (the package's numbering).
const puzzle = { width: 3, height: 2, clues: [3, -1, -1, -1, -1, -1] };

// The play model (moves, completeness, mistakes) is the package's, and tested there.
describe("slitherlink board lattice", () => {
  it("numbers edges as the package does: horizontal rows first, then vertical rows", () => {
    expect(edgeAt(puzzle, { row: 0, col: 1 })).toBe(0);
    expect(edgeAt(puzzle, { row: 4, col: 5 })).toBe(8);
    expect(edgeAt(puzzle, { row: 1, col: 0 })).toBe(9);
    expect(edgeAt(puzzle, { row: 3, col: 6 })).toBe(16);
    expect(edgeAt(puzzle, { row: 1, col: 1 })).toBe(-1);
    for (let e = 0; e < 17; e++) expect(edgeAt(puzzle, latticeOf(puzzle, e))).toBe(e);
    expect(edgeName(puzzle, 8)).toBe("the bottom of r2c3");
    expect(edgeName(puzzle, 16)).toBe("the right of r2c3");
  });

  it("moves the focus along edges, Down then Up coming back, never off the grid", () => {
    const h = { row: 2, col: 3 };
    const down = moveFocus(puzzle, h, "ArrowDown")!;
    expect(edgeAt(puzzle, down)).toBeGreaterThanOrEqual(9);
    expect(moveFocus(puzzle, down, "ArrowUp")).toEqual(h);
    expect(moveFocus(puzzle, { row: 0, col: 1 }, "ArrowUp")).toBeNull();
    expect(moveFocus(puzzle, { row: 0, col: 5 }, "ArrowRight")).toBeNull();
    expect(moveFocus(puzzle, { row: 1, col: 6 }, "ArrowUp")).toEqual({ row: 0, col: 5 });
    expect(moveFocus(puzzle, h, "a")).toBeNull();
  });

  it("maps a pointer to the nearest edge and the dots a drag passes", () => {
    expect(nearestEdge({ x: 0.5, y: 0.1 }, 3, 2)).toEqual({ row: 0, col: 1 });
    expect(nearestEdge({ x: 2.9, y: 1.5 }, 3, 2)).toEqual({ row: 3, col: 6 });
    expect(nearestEdge({ x: 9, y: 9 }, 3, 2)).toEqual({ row: 4, col: 5 });
    expect(reachedDot({ x: 1.1, y: 0.9 }, 3, 2)).toEqual({ row: 1, col: 1 });
    expect(reachedDot({ x: 1.5, y: 1 }, 3, 2)).toBeNull();
    expect(dotPath({ row: 0, col: 0 }, { row: 0, col: 2 })).toEqual([
      { row: 0, col: 1 },
      { row: 0, col: 2 },
    ]);
    expect(dotPath({ row: 0, col: 0 }, { row: 1, col: 1 })).toHaveLength(2);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyStep,
  cellsBeside,
  edgeAt,
  edgeCount,
  edgeName,
  isComplete,
  latticeOf,
  mistakes,
  moveFocus,
  newAttempt,
  restore,
  setEdges,
  withSolution,
} from "./model.ts";
import { dotPath, nearestEdge, reachedDot } from "./pointer.ts";

// 3 wide, 2 high: 9 horizontal edges, then 8 vertical ones (the package's numbering).
const puzzle = { width: 3, height: 2, clues: [3, -1, -1, -1, -1, -1] };

describe("slitherlink model", () => {
  it("numbers edges as the package does: horizontal rows first, then vertical rows", () => {
    expect(edgeCount(puzzle)).toBe(17);
    expect(edgeAt(puzzle, { row: 0, col: 1 })).toBe(0);
    expect(edgeAt(puzzle, { row: 4, col: 5 })).toBe(8);
    expect(edgeAt(puzzle, { row: 1, col: 0 })).toBe(9);
    expect(edgeAt(puzzle, { row: 3, col: 6 })).toBe(16);
    expect(edgeAt(puzzle, { row: 1, col: 1 })).toBe(-1);
    for (let e = 0; e < 17; e++) expect(edgeAt(puzzle, latticeOf(puzzle, e))).toBe(e);
    expect(edgeName(puzzle, 8)).toBe("the bottom of r2c3");
    expect(edgeName(puzzle, 16)).toBe("the right of r2c3");
  });

  it("is complete only for one closed loop that meets every clue", () => {
    // The loop around the top left cell: 3 lines would do for the clue, 4 make a loop but break it.
    const around = [0, 3, 9, 10];
    expect(isComplete(puzzle, setEdges(newAttempt(puzzle), around, 1))).toBe(false);
    // Around the two left cells: the 3 has top, left and bottom.
    const tall = [0, 6, 9, 13, 10, 14];
    expect(isComplete(puzzle, setEdges(newAttempt(puzzle), tall, 1))).toBe(true);
    expect(isComplete(puzzle, setEdges(newAttempt(puzzle), tall.slice(1), 1))).toBe(false);
    // Two loops.
    const two = { width: 3, height: 1, clues: [-1, -1, -1] };
    expect(isComplete(two, setEdges(newAttempt(two), [0, 3, 6, 7, 2, 5, 8, 9], 1))).toBe(false);
    expect(isComplete(puzzle, newAttempt(puzzle))).toBe(false);
  });

  it("restores only an attempt of this puzzle's shape, and applies steps edge by edge", () => {
    expect(restore(puzzle, newAttempt(puzzle))).toEqual(newAttempt(puzzle));
    expect(restore(puzzle, [1, 0])).toBeNull();
    expect(restore(puzzle, new Array(17).fill(2))).toBeNull();
    const step = {
      technique: "clue",
      message: "",
      cells: [],
      deductions: [
        { edge: 0, line: true },
        { edge: 1, line: false },
        { edge: 99, line: true },
      ],
    };
    const after = applyStep(puzzle, newAttempt(puzzle), step);
    expect(after.slice(0, 3)).toEqual([1, -1, 0]);
    expect(
      withSolution(
        puzzle,
        after.map((v) => (v === 1 ? 1 : 0)),
      ),
    ).toEqual(after.map((v) => (v === 1 ? 1 : 0)));
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

  it("names the lines off the loop and the crosses on it, with their edge and the cells beside it", () => {
    // The loop around r1c1: edges 0 (top), 3 (bottom), 9 (left), 10 (right).
    const loop = setEdges(newAttempt(puzzle), [0, 3, 9, 10], 1);
    expect(mistakes(puzzle, loop, loop)).toEqual([]);
    const played = setEdges(setEdges(newAttempt(puzzle), [0, 1], 1), [3, 4], -1);
    const found = mistakes(puzzle, played, loop);
    expect(found.map((p) => p.edges)).toEqual([[1], [3]]);
    expect(found.map((p) => p.message)).toEqual([
      "the top of r1c2 has no line in the loop",
      "the loop runs along the top of r2c1",
    ]);
    expect(found[1]!.cells).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 0 },
    ]);
    expect(cellsBeside(puzzle, 0)).toEqual([{ row: 0, col: 0 }]);
    expect(cellsBeside(puzzle, 16)).toEqual([{ row: 1, col: 2 }]);
  });
});

import { describe, expect, it } from "vitest";
import * as cells from "./cells.js";

describe("cell names", () => {
  it("are 1-based, row first, from a cell or from an index and a width", () => {
    expect(cells.cellName({ row: 2, col: 6 })).toBe("r3c7");
    expect(cells.cellAt(13, 6)).toEqual({ row: 2, col: 1 });
    expect(cells.cellNameAt(0, 9)).toBe("r1c1");
    expect(cells.cellNameAt(80, 9)).toBe("r9c9");
    expect(cells.puzzleCellName({ width: 9 }, 10)).toBe("r2c2");
  });
});

describe("gridBlocks", () => {
  it("lists every 2x2 block's four cells, row by row; none in a grid one cell wide or high", () => {
    expect(cells.gridBlocks({ width: 3, height: 2 })).toEqual([
      [0, 1, 3, 4],
      [1, 2, 4, 5],
    ]);
    expect(cells.gridBlocks({ width: 1, height: 5 })).toEqual([]);
    expect(cells.gridBlocks({ width: 4, height: 4 })).toHaveLength(9);
  });
});

describe("shadedBlockProblems", () => {
  it("names each 2x2 block all shaded, at its top-left cell, with its four cells", () => {
    // A 3x2 grid: the left block (0, 1, 3, 4) all shaded, the right one (1, 2, 4, 5) not.
    const shaded = new Set([0, 1, 3, 4]);
    expect(cells.shadedBlockProblems({ width: 3, height: 2 }, (i) => shaded.has(i))).toEqual([
      {
        code: "shaded-2x2",
        message: "the 2x2 block at r1c1 is all shaded",
        cells: cells.cellsAt([0, 1, 3, 4], 3),
      },
    ]);
    expect(cells.cellsAt([0, 4], 3)).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 1 },
    ]);
    expect(cells.shadedBlockProblems({ width: 3, height: 2 }, () => false)).toEqual([]);
  });
});

describe("gridNeighbours", () => {
  it("lists the cells beside one, inside the grid: up, left, right, down", () => {
    // A 3 x 2 grid: 0 1 2 / 3 4 5.
    expect(cells.gridNeighbours(4, 3, 2)).toEqual([1, 3, 5]);
    expect(cells.gridNeighbours(0, 3, 2)).toEqual([1, 3]);
    expect(cells.gridNeighbours(0, 1, 1)).toEqual([]);
  });
});

describe("gridGroups", () => {
  it("joins cells by sides only, each group flooded from its first cell", () => {
    // # . #
    // # . .
    // . # #
    const shaded = [1, 0, 1, 1, 0, 0, 0, 1, 1];
    expect(cells.gridGroups({ width: 3, height: 3 }, (i) => shaded[i] === 1)).toEqual([[0, 3], [2], [7, 8]]);
    expect(cells.gridGroups({ width: 3, height: 3 }, (i) => shaded[i] === 0)).toEqual([[1, 4, 5], [6]]);
    expect(cells.gridGroups({ width: 2, height: 1 }, () => false)).toEqual([]);
  });
});

describe("gridText", () => {
  it("writes a line a row, the tokens side by side, or parted by spaces when one is longer", () => {
    expect(cells.gridText(2, ["#", ".", "3", "#"])).toBe("#.\n3#\n");
    expect(cells.gridText(2, ["#", "12", ".", "#"])).toBe("# 12\n. #\n");
  });
});

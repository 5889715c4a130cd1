import { describe, expect, it } from "vitest";
import {
  clueCell,
  cluePlace,
  clueWhere,
  framedCell,
  framedCells,
  framedIndex,
  framedPlace,
  innerCells,
  sightLine,
} from "./framed-grid.js";

describe("framed grid", () => {
  const grid = { width: 3, height: 2 };

  it("places the clues above, below, left and right, in puzz.link's order", () => {
    expect([0, 3, 6, 8].map((k) => cluePlace(grid, k))).toEqual([
      { side: "top", index: 0 },
      { side: "bottom", index: 0 },
      { side: "left", index: 0 },
      { side: "right", index: 0 },
    ]);
    expect(clueWhere(grid, 9)).toBe("right of row 2");
  });

  it("looks along each line from its clue, nearest first", () => {
    expect(sightLine(grid, 1)).toEqual([1, 4]);
    expect(sightLine(grid, 4)).toEqual([4, 1]);
    expect(sightLine(grid, 7)).toEqual([3, 4, 5]);
    expect(sightLine(grid, 9)).toEqual([5, 4, 3]);
  });

  it("tells a corner, a clue's place and a grid cell of the framed board apart, agreeing with clueCell", () => {
    // The framed 3x2 grid is 5 cells wide and 4 high: corners at 0, 4, 15 and 19.
    expect([0, 4, 15, 19].map((j) => framedPlace(grid, j))).toEqual(["corner", "corner", "corner", "corner"]);
    const clues = Array.from({ length: 10 }, (_, k) => clueCell(grid, k)).map(
      ({ row, col }) => row * 5 + col,
    );
    expect(clues.map((j) => framedPlace(grid, j))).toEqual(new Array(10).fill("clue"));
    const inner = Array.from({ length: 6 }, (_, i) => framedIndex(grid, i));
    expect(inner.map((j) => framedPlace(grid, j))).toEqual(new Array(6).fill("grid"));
    expect(new Set([0, 4, 15, 19, ...clues, ...inner]).size).toBe(20);
  });

  it("puts the grid inside a frame one cell wide, each clue beside its line", () => {
    expect(framedCell(grid, 4)).toEqual({ row: 2, col: 2 });
    expect([2, 5, 6, 9].map((k) => clueCell(grid, k))).toEqual([
      { row: 0, col: 3 },
      { row: 3, col: 3 },
      { row: 1, col: 0 },
      { row: 2, col: 4 },
    ]);
  });

  it("maps the grid's cells onto the framed board and back", () => {
    expect([0, 2, 3, 5].map((i) => framedIndex(grid, i))).toEqual([6, 8, 11, 13]);
    const board = framedCells(grid, (i) => i + 1, -1);
    expect(board).toEqual([-1, -1, -1, -1, -1, -1, 1, 2, 3, -1, -1, 4, 5, 6, -1, -1, -1, -1, -1, -1]);
    expect(innerCells(grid, board)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(innerCells(grid, [])).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

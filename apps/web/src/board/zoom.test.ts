import type { BoardDescription } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../test/memory-storage.ts";
import {
  type BoardLayout,
  boardSize,
  fitCellSize,
  largestCell,
  layoutOf,
  readZoom,
  saveZoom,
  smallestCell,
  zoomIn,
  zoomOut,
  zoomSteps,
} from "./zoom.ts";

const layout = fc.record({
  lattice: fc.boolean(),
  rows: fc.integer({ min: 1, max: 200 }),
  cols: fc.integer({ min: 1, max: 200 }),
  clueCols: fc.integer({ min: 0, max: 12 }),
  clueRows: fc.integer({ min: 0, max: 12 }),
});
const room = fc.integer({ min: 50, max: 4000 });

describe("zoom steps", () => {
  it("+ makes a cell larger and − smaller, each to a step, until the largest and the smallest", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (size) => {
        const bigger = zoomIn(size);
        const smaller = zoomOut(size);
        expect(zoomSteps).toContain(bigger);
        expect(zoomSteps).toContain(smaller);
        if (size < largestCell - 0.25) expect(bigger).toBeGreaterThan(size);
        else expect(bigger).toBe(largestCell);
        if (size > smallestCell + 0.25) expect(smaller).toBeLessThan(size);
        else expect(smaller).toBe(smallestCell);
      }),
    );
  });

  it("+ then − comes back to the step it started on", () => {
    for (const step of zoomSteps.slice(0, -1)) expect(zoomOut(zoomIn(step))).toBe(step);
    expect(zoomIn(9.6)).toBe(10);
    expect(zoomOut(9.6)).toBe(8);
  });
});

describe("fitCellSize", () => {
  it("fits the board in the room, and a quarter pixel more would not (unless at the largest)", () => {
    fc.assert(
      fc.property(layout, room, room, (l: BoardLayout, width, height) => {
        const cell = fitCellSize(l, width, height);
        expect(cell).toBeGreaterThanOrEqual(smallestCell);
        expect(cell).toBeLessThanOrEqual(largestCell);
        expect(Number.isInteger(cell * 4)).toBe(true);
        if (cell > smallestCell) {
          const size = boardSize(l, cell);
          expect(size.width).toBeLessThanOrEqual(width + 1e-9);
          expect(size.height).toBeLessThanOrEqual(height + 1e-9);
        }
        if (cell < largestCell && cell > smallestCell) {
          const more = boardSize(l, cell + 0.25);
          expect(more.width > width || more.height > height).toBe(true);
        }
      }),
    );
  });

  it("measures boards as board.css draws them: a 100 x 100 grid of cells, a lattice, outside clues", () => {
    const cells: BoardLayout = { lattice: false, rows: 100, cols: 100, clueCols: 0, clueRows: 0 };
    // 100 cells, 99 lines between them, a 3 px frame on each side, and 0.3 cell of padding on each side.
    expect(boardSize(cells, 10)).toEqual({ width: 1111, height: 1111 });
    expect(fitCellSize(cells, 358, 800)).toBe(2.5);
    // A 10 x 10 lattice: 11 dots of at least 4 px, or 0.16 of the cell.
    const lattice: BoardLayout = { lattice: true, rows: 10, cols: 10, clueCols: 0, clueRows: 0 };
    expect(boardSize(lattice, 10).width).toBe(100 + 11 * 4 + 6);
    expect(boardSize(lattice, 50).width).toBe(500 + 11 * 8 + 30);
    // Limited by the height: 30 rows in 400 px.
    expect(fitCellSize({ ...cells, rows: 30 }, 2000, 400)).toBe(11.75);
    // Outside clues are counted a cell each.
    expect(boardSize({ ...cells, rows: 5, cols: 5, clueCols: 2, clueRows: 3 }, 10)).toEqual({
      width: 81,
      height: 91,
    });
  });

  it("gives the smallest cell to a board too big for any, and the largest to a tiny one", () => {
    const huge: BoardLayout = { lattice: false, rows: 1000, cols: 1000, clueCols: 0, clueRows: 0 };
    expect(fitCellSize(huge, 300, 300)).toBe(smallestCell);
    expect(fitCellSize({ ...huge, rows: 1, cols: 1 }, 3000, 3000)).toBe(largestCell);
    expect(fitCellSize(huge, 0, 0)).toBe(smallestCell);
  });
});

describe("layoutOf", () => {
  const board = (over: Partial<BoardDescription>): BoardDescription => ({
    rows: 2,
    cols: 3,
    cells: [],
    input: { cells: { kind: "shade" } },
    ...over,
  });

  it("reads a lattice, and outside clues as many cells as the longest line of clues", () => {
    expect(layoutOf(board({}))).toEqual({ lattice: false, rows: 2, cols: 3, clueCols: 0, clueRows: 0 });
    expect(layoutOf(board({ input: { cells: { kind: "none" }, edges: "border" } })).lattice).toBe(true);
    const outside = {
      rows: [[{ value: 1 }, { value: 2 }], []],
      cols: [[{ value: 3 }], [], [{ value: 1 }, { value: 1 }, { value: 1 }]],
    };
    expect(layoutOf(board({ outside }))).toMatchObject({ clueCols: 2, clueRows: 3 });
  });
});

describe("the remembered zoom", () => {
  it("is kept per type, forgotten on null, and survives a damaged or missing storage", () => {
    const storage = memoryStorage();
    expect(readZoom(storage, "lightup")).toBeNull();
    saveZoom(storage, "lightup", "fit");
    saveZoom(storage, "lits", 24);
    expect(readZoom(storage, "lightup")).toBe("fit");
    expect(readZoom(storage, "lits")).toBe(24);
    saveZoom(storage, "lightup", null);
    expect(readZoom(storage, "lightup")).toBeNull();
    expect(readZoom(storage, "lits")).toBe(24);
    // A value of the wrong kind or size is not a zoom; nor is a key inherited from Object.
    storage.setItem("gridsmith:zoom", JSON.stringify({ a: "big", b: 1000, c: 12 }));
    expect([readZoom(storage, "a"), readZoom(storage, "b"), readZoom(storage, "c")]).toEqual([
      null,
      null,
      12,
    ]);
    expect(readZoom(storage, "constructor")).toBeNull();
    storage.setItem("gridsmith:zoom", "{not json");
    expect(readZoom(storage, "c")).toBeNull();
    expect(readZoom(null, "c")).toBeNull();
    expect(() => saveZoom(null, "c", 12)).not.toThrow();
    // A full storage keeps what it had.
    const full = memoryStorage(10);
    expect(() => saveZoom(full, "lightup", 24)).not.toThrow();
    expect(readZoom(full, "lightup")).toBeNull();
  });
});

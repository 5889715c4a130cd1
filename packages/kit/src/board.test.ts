import { describe, expect, it } from "vitest";
import { borderEdges, centreEdges, isMove, nextLineState } from "./board.js";

describe("borderEdges", () => {
  it.each([
    [1, 1],
    [2, 3],
    [4, 2],
  ])("numbers every segment of a %ix%i grid once, and around/ends agree", (rows, cols) => {
    const seen = new Set<string>();
    for (let e = 0; e < borderEdges.count(rows, cols); e++) {
      const [a, b] = borderEdges.ends(rows, cols, e);
      expect(Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])).toBe(1);
      seen.add(`${a}|${b}`);
    }
    expect(seen.size).toBe(borderEdges.count(rows, cols));
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const [top, bottom, left, right] = borderEdges.around(rows, cols, row, col);
        expect(borderEdges.ends(rows, cols, top)).toEqual([
          [row, col],
          [row, col + 1],
        ]);
        expect(borderEdges.ends(rows, cols, bottom)).toEqual([
          [row + 1, col],
          [row + 1, col + 1],
        ]);
        expect(borderEdges.ends(rows, cols, left)).toEqual([
          [row, col],
          [row + 1, col],
        ]);
        expect(borderEdges.ends(rows, cols, right)).toEqual([
          [row, col + 1],
          [row + 1, col + 1],
        ]);
        expect(top).toBe(borderEdges.horizontal(cols, row, col));
        expect(left).toBe(borderEdges.vertical(rows, cols, row, col));
      }
    }
  });
});

describe("centreEdges", () => {
  it("numbers every pair of neighbouring cells once", () => {
    const rows = 3;
    const cols = 4;
    const pairs = new Set<string>();
    for (let e = 0; e < centreEdges.count(rows, cols); e++) {
      const [a, b] = centreEdges.ends(rows, cols, e);
      expect(b - a === 1 ? Math.floor(a / cols) === Math.floor(b / cols) : b - a === cols).toBe(true);
      pairs.add(`${a}-${b}`);
    }
    expect(pairs.size).toBe(centreEdges.count(rows, cols));
    expect(centreEdges.ends(rows, cols, centreEdges.right(cols, 1, 2))).toEqual([6, 7]);
    expect(centreEdges.ends(rows, cols, centreEdges.down(rows, cols, 1, 2))).toEqual([6, 10]);
  });

  it("lists a cell's lines up, down, left and right, and names a line by its cells", () => {
    const rows = 3;
    const cols = 4;
    for (let cell = 0; cell < rows * cols; cell++)
      centreEdges.around(rows, cols, cell).forEach((line, way) => {
        const other = [cell - cols, cell + cols, cell - 1, cell + 1][way]!;
        if (line < 0)
          expect(
            other < 0 ||
              other >= rows * cols ||
              (way >= 2 && Math.floor(other / cols) !== Math.floor(cell / cols)),
          ).toBe(true);
        else
          expect([...centreEdges.ends(rows, cols, line)].sort((a, b) => a - b)).toEqual([
            Math.min(cell, other),
            Math.max(cell, other),
          ]);
      });
    expect(centreEdges.around(rows, cols, 0)).toEqual([-1, 9, -1, 0]);
    expect(centreEdges.name(rows, cols, centreEdges.down(rows, cols, 1, 2))).toBe(
      "the line from r2c3 to r3c3",
    );
  });
});

describe("isMove", () => {
  it("tells a move from a hint's step", () => {
    expect(isMove({ kind: "value", cell: 0, value: 3 })).toBe(true);
    expect(isMove({ technique: "x", message: "", cells: [], deductions: [] })).toBe(false);
    expect(isMove(null)).toBe(false);
  });
});

describe("nextLineState", () => {
  it("toggles a line, or cycles none, one, two where an edge holds two", () => {
    expect([0, 1, -1].map((s) => nextLineState(s))).toEqual([1, 0, 1]);
    expect([0, 1, 2, -1].map((s) => nextLineState(s, 2))).toEqual([1, 2, 0, 1]);
  });
});

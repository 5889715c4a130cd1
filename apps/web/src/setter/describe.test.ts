// @vitest-environment node
import { describe, expect, it } from "vitest";
import { boardCells, cellName, describeBackbone, describeGivens, givensText, valueName } from "./describe.ts";

const grid = { rows: 4, cols: 4 };

describe("setter words", () => {
  it("names cells by row and column on a grid, by number without one (1-based)", () => {
    expect(cellName(grid, 0)).toBe("r1c1");
    expect(cellName(grid, 6)).toBe("r2c3");
    expect(cellName(grid, 15)).toBe("r4c4");
    expect(cellName(null, 11)).toBe("cell 12");
  });

  it("says nonogram's cells in words and any other value as itself", () => {
    expect(valueName("#")).toBe("filled");
    expect(valueName(".")).toBe("empty");
    expect(valueName(7)).toBe("7");
    expect(valueName("r")).toBe("r");
    expect(givensText(grid, [])).toBe("");
    expect(
      givensText(grid, [
        { index: 1, value: 3 },
        { index: 9, value: "#" },
      ]),
    ).toBe("r1c2 = 3, r3c2 = filled");
  });

  it("turns indexes into board cells, and into none without a grid", () => {
    expect(boardCells(grid, [0, 5, 15])).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 1 },
      { row: 3, col: 3 },
    ]);
    expect(boardCells(null, [0, 5])).toEqual([]);
  });

  it("describes every backbone verdict, with 'at least' when time ran out", () => {
    const b = (
      status: "none" | "timeout" | "done" | "partial",
      forced: number[],
      varying: number[],
      unknown: number[],
    ) => describeBackbone({ status, forced, varying, unknown });
    expect(b("none", [], [], [])).toBe("No solution: this puzzle cannot be solved.");
    expect(b("timeout", [], [], [])).toBe("Time ran out before a solution was found.");
    expect(b("done", [1, 2, 3], [], [])).toBe("Every open cell is forced (3): the solution is unique.");
    expect(b("done", [1], [2, 3], [])).toBe(
      "1 open cell of 3 is forced: the same in every solution; 2 vary.",
    );
    expect(b("done", [1, 4], [2, 3], [])).toBe(
      "2 open cells of 4 are forced: the same in every solution; 2 vary.",
    );
    expect(b("partial", [1], [2, 3], [4, 5])).toBe(
      "Time ran out: at least 1 cell forced and 2 varying so far; 2 more agree in every solution found but are not proven.",
    );
  });

  it("describes every verdict of the search for givens", () => {
    const one = [{ index: 5, value: 2 }];
    const two = [...one, { index: 10, value: 4 }];
    expect(describeGivens({ status: "none", givens: [] }, grid)).toBe(
      "No solution: no givens can make this puzzle unique.",
    );
    expect(describeGivens({ status: "unknown", givens: [] }, grid)).toBe(
      "Time ran out before any given was chosen.",
    );
    expect(describeGivens({ status: "unknown", givens: one }, grid)).toBe(
      "Time ran out with 1 given chosen (r2c2 = 2); the puzzle is not unique yet.",
    );
    expect(describeGivens({ status: "unique", givens: [] }, grid)).toBe(
      "The puzzle is already unique: it needs no more givens.",
    );
    expect(describeGivens({ status: "unique", givens: one }, grid)).toBe(
      "1 more given makes the puzzle unique: r2c2 = 2.",
    );
    expect(describeGivens({ status: "unique", givens: two }, null)).toBe(
      "2 more givens make the puzzle unique: cell 6 = 2, cell 11 = 4.",
    );
  });
});

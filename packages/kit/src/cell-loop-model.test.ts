import { describe, expect, it } from "vitest";
import { cellLoopModel } from "./cell-loop-model.js";
import { cellLines, lineCount } from "./centre-lines.js";

describe("cellLoopModel", () => {
  it("numbers the lines first, as kit's centreEdges does, then one 0/1 variable a cell", () => {
    const grid = { width: 3, height: 2 };
    const { model, lines, cells } = cellLoopModel(grid);
    expect(lines).toEqual([...Array(lineCount(grid)).keys()]);
    expect(cells).toEqual([...Array(6).keys()].map((i) => lineCount(grid) + i));
    expect(model.numVars).toBe(lineCount(grid) + 6);
  });

  it("gives each cell the variables of its lines inside the grid", () => {
    const grid = { width: 3, height: 2 };
    const { linesAt } = cellLoopModel(grid);
    for (let i = 0; i < 6; i++) expect(linesAt(i)).toEqual(cellLines(grid, i).filter((l) => l >= 0));
    // A corner cell has two lines, a cell on an edge three.
    expect(linesAt(0)).toHaveLength(2);
    expect(linesAt(1)).toHaveLength(3);
  });

  it("makes the lines one loop and leaves the cells free: a 2x2 grid has its ring, and 2^4 cell values", () => {
    const { model, lines } = cellLoopModel({ width: 2, height: 2 });
    const { solutions } = model.solve({ limit: Infinity });
    expect(solutions).toHaveLength(16);
    for (const s of solutions) expect(lines.map((l) => s[l])).toEqual([1, 1, 1, 1]);
  });
});

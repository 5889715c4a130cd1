import { describe, expect, it } from "vitest";
import { borderBoard } from "./border-board.js";

describe("borderBoard", () => {
  it("shows the cells on a grid played on its edges, every cell closed to moves", () => {
    const cells = [{ text: "2" }, null, null, { text: "?" }, null, null];
    expect(borderBoard({ width: 3, height: 2 }, cells)).toEqual({
      rows: 2,
      cols: 3,
      cells,
      input: { cells: { kind: "none" }, edges: "border" },
    });
  });
});

import type { BoardDescription } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { cellLabel } from "./labels.ts";

describe("cellLabel", () => {
  // One row: a numbered cell that is played (Hitori), a numbered one left alone, a plain cell.
  const board: BoardDescription = {
    rows: 1,
    cols: 3,
    cells: [{ text: "2" }, { text: "3" }, null],
    input: { cells: { kind: "shade" } },
  };

  it("says how a numbered cell is played when it is, and only then", () => {
    const view = { shades: [1, 0, -1] };
    expect(cellLabel(board, view, 0, 0)).toBe("Row 1, column 1, clue 2, shaded");
    expect(cellLabel(board, view, 1, 0)).toBe("Row 1, column 2, clue 3");
    expect(cellLabel(board, view, 2, 0)).toBe("Row 1, column 3, dotted");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { colourPuzzle } from "../../test/colour-nonogram.ts";
import { cluesOf, runsOf, shadeOf } from "./model.ts";

// A 3x3 plus sign: rows 1 / 3 / 1, columns 1 / 3 / 1.
const plus = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };

// The attempt, painting, struck-out clues and mistakes are the package's play model, tested there.
describe("nonogram board", () => {
  it("turns a cell state into the shade of a play move", () => {
    expect(["#", "x", "?", "."].map((s) => shadeOf(plus, s))).toEqual([1, -1, 0, 0]);
    expect(["r", "g", ".", "?"].map((s) => shadeOf(colourPuzzle, s))).toEqual([1, 2, -1, 0]);
  });

  it("computes clues from a picture, for the editor", () => {
    expect(runsOf("#x##?#")).toEqual([1, 2, 1]);
    expect(cluesOf(["##?", "?#?", "???"], 3)).toEqual({ rows: [[2], [1], []], columns: [[1], [2], []] });
  });
});

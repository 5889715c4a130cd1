// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyStep,
  cluesOf,
  columnSatisfied,
  isComplete,
  newAttempt,
  paint,
  restore,
  rowSatisfied,
  runsOf,
  toSolution,
  withSolution,
} from "./model.ts";

// A 3x3 plus sign: rows 1 / 3 / 1, columns 1 / 3 / 1.
const plus = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };

describe("nonogram model", () => {
  it("paints cells and leaves the attempt alone when nothing changes", () => {
    const a = newAttempt(plus);
    expect(a).toEqual(["???", "???", "???"]);
    const b = paint(
      a,
      [
        { row: 1, col: 0 },
        { row: 1, col: 2 },
      ],
      "#",
    );
    expect(b[1]).toBe("#?#");
    expect(paint(b, [{ row: 1, col: 0 }], "#")).toBe(b);
  });

  it("strikes out a clue when its line is satisfied, unmarked cells counting as empty", () => {
    let a = paint(
      newAttempt(plus),
      [
        { row: 1, col: 0 },
        { row: 1, col: 1 },
        { row: 1, col: 2 },
      ],
      "#",
    );
    expect(rowSatisfied(plus, a, 1)).toBe(true);
    expect(rowSatisfied(plus, a, 0)).toBe(false);
    expect(columnSatisfied(plus, a, 0)).toBe(true);
    expect(isComplete(plus, a)).toBe(false);
    a = paint(
      a,
      [
        { row: 0, col: 1 },
        { row: 2, col: 1 },
      ],
      "#",
    );
    expect(isComplete(plus, a)).toBe(true);
    expect(runsOf("#x##?#")).toEqual([1, 2, 1]);
  });

  it("speaks the package's attempt and solution shapes", () => {
    const a = paint(newAttempt(plus), [{ row: 0, col: 0 }], "x");
    expect(toSolution(plus, a)).toEqual([".??", "???", "???"]);
    expect(withSolution(plus, [".#.", "###", ".#."])).toEqual(["?#?", "###", "?#?"]);
    expect(restore(plus, ["x#x", "###", "x#x"])).toEqual(["x#x", "###", "x#x"]);
    expect(restore(plus, ["x#x", "###"])).toBeNull();
    expect(restore(plus, ["abc", "###", "x#x"])).toBeNull();
  });

  it("carries out steps and computes clues from a picture", () => {
    const step = {
      technique: "overlap",
      message: "",
      cells: [],
      deductions: [
        { row: 1, col: 1, filled: true },
        { row: 0, col: 0, state: "." },
      ],
    };
    expect(applyStep(plus, newAttempt(plus), step)).toEqual(["x??", "?#?", "???"]);
    expect(cluesOf(["##?", "?#?", "???"], 3)).toEqual({ rows: [[2], [1], []], columns: [[1], [2], []] });
  });
});

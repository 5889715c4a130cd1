// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyStep,
  cluesOf,
  columnSatisfied,
  isComplete,
  mistakes,
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

  it("names the painted and crossed-out cells that differ from the solution, not the undecided ones", () => {
    const solution = [".#.", "###", ".#."];
    expect(mistakes(plus, ["???", "???", "???"], solution)).toEqual([]);
    const found = mistakes(plus, ["#x?", "#x#", "?xx"], solution);
    expect(found.map((p) => p.cells)).toEqual([
      [{ row: 0, col: 0 }],
      [{ row: 0, col: 1 }],
      [{ row: 1, col: 1 }],
      [{ row: 2, col: 1 }],
    ]);
    expect(found.map((p) => p.message)).toEqual([
      "r1c1 should not be filled",
      "r1c2 should not be crossed out",
      "r2c2 should not be crossed out",
      "r3c2 should not be crossed out",
    ]);
  });

  it("in colour, a cell of the wrong colour is a mistake, as is the background crossed where one is painted", () => {
    const colour = {
      rows: [[1]],
      columns: [[1], []],
      palette: [
        { name: "white", rgb: "#ffffff", code: "." },
        { name: "red", rgb: "#ff0000", code: "r" },
        { name: "green", rgb: "#00ff00", code: "g" },
      ],
      rowColours: [[1]],
      columnColours: [[1], []],
    };
    expect(mistakes(colour, ["r."], ["r."])).toEqual([]);
    expect(mistakes(colour, ["g?"], ["r."]).map((p) => p.message)).toEqual(["r1c1 should not be painted g"]);
    expect(mistakes(colour, [".g"], ["r."]).map((p) => p.message)).toEqual([
      "r1c1 should not be crossed out",
      "r1c2 should not be painted g",
    ]);
  });
});

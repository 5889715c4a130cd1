import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import {
  CIRCUIT_TECHNIQUES,
  circuitTechnique,
  lineHints,
  lineStepReader,
  lineTechniques,
} from "./circuit-techniques.js";
import { cellsNamed } from "./testing/cell-names.js";

describe("circuitTechnique", () => {
  it.each([
    ["circuit.degree", "loop-end"],
    ["circuit.closed", "no-small-loop"],
    ["circuit.bridge", "loop-connected"],
  ])("gives the circuit's rule %s the technique %s", (rule, technique) => {
    expect(circuitTechnique(rule)?.technique).toBe(technique);
  });

  it("names no other rule, and has no other technique", () => {
    expect(circuitTechnique("linear=")).toBeNull();
    expect(Object.keys(CIRCUIT_TECHNIQUES)).toEqual(["loop-end", "no-small-loop", "loop-connected"]);
  });
});

describe("lineStepReader", () => {
  // A 2x2 grid: lines 0 (r1c1-r1c2), 1 (r2c1-r2c2), 2 (r1c1-r2c1), 3 (r1c2-r2c2); variables 4-7 the cells' visits.
  const read = () =>
    lineStepReader(
      {
        grid: { width: 2, height: 2 },
        cellsOf: (v) => (v < 4 ? [] : [v - 4]),
        techniques: {
          "cell-visit": { score: 1, level: "easy", rules: ["linear="], why: "a cell has two lines or none" },
        },
        drawn: ["on the loop", "not on the loop"],
      },
      new Set([1]),
    );

  it("makes a step of the first decision about each line the grid has, at the line's ends", () => {
    const step = read()({ variable: 2, value: 0, reason: { rule: "linear=", vars: [2, 7] } });
    expect(step).toEqual({
      technique: "cell-visit",
      message: "the line from r1c1 to r2c1 is on the loop: a cell has two lines or none",
      cells: cellsNamed("r1c1", "r2c1"),
      because: { cells: cellsNamed("r2c2") },
      deductions: [{ line: 2, on: true }],
    });
  });

  it("makes none of a known or decided line, nor of a variable past the lines", () => {
    const reader = read();
    expect(reader({ variable: 1, value: 1, reason: { rule: "linear=" } })).toBeNull();
    expect(reader({ variable: 5, value: 1, reason: { rule: "linear=" } })).toBeNull();
    expect(reader({ variable: 0, value: 1, reason: null })?.message).toBe(
      "the line from r1c1 to r1c2 is not on the loop: a line there leads to a contradiction",
    );
    expect(reader({ variable: 0, value: 0, reason: null })).toBeNull();
  });
});

describe("lineHints", () => {
  // A 2x2 grid whose four lines (1 drawn, 0 not) must all be drawn: one rule, "linear=", over them.
  const grid = { width: 2, height: 2 };
  const techniques = lineTechniques({
    "all-drawn": { score: 1, level: "easy", rules: ["linear="], why: "every line is drawn" },
  });
  const hints = lineHints<typeof grid>({
    shapeProblems: (p) => (p.width === 2 ? [] : [{ code: "bad-shape", message: "not 2x2" }]),
    attemptProblems: (_, attempt) =>
      attempt.length === 4 ? [] : [{ code: "bad-attempt", message: "4 lines" }],
    model: () => {
      const model = new Model({ explaining: true });
      const lines = model.intVars(4, 0, 1);
      model.linear([1, 1, 1, 1], lines, "=", 4);
      return { model };
    },
    cellsOf: () => () => [],
    techniques,
    drawn: ["drawn", "not drawn"],
  });

  it("reads each line's decision as a step, passing over the lines an attempt decides", () => {
    expect(hints.hint(grid)?.message).toBe("the line from r1c1 to r1c2 is drawn: every line is drawn");
    expect(hints.hint(grid, [1, 0, 0, 0])?.deductions).toEqual([{ line: 1, on: true }]);
    expect(hints.explain(grid).map((s) => s.deductions[0]!.line)).toEqual([0, 1, 2, 3]);
    expect(hints.grade(grid).level).toBe("easy");
  });

  it("grades on the circuit's techniques, the genre's, then the trial", () => {
    expect(Object.keys(techniques)).toEqual([...Object.keys(CIRCUIT_TECHNIQUES), "all-drawn", "trial"]);
  });

  it("refuses a puzzle or an attempt of the wrong shape", () => {
    expect(() => hints.hint({ width: 3, height: 2 })).toThrow("not 2x2");
    expect(() => hints.hint(grid, [1])).toThrow("4 lines");
  });
});

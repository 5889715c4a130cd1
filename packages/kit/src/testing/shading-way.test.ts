import { describe, expect, it } from "vitest";
import { gridShadingPlay, shadedOrNot } from "../shading-play.js";
import type { Step } from "../types.js";
import { expectShadingWay } from "./shading-way.js";

type Grid = { width: number; height: number };
const puzzle: Grid = { width: 2, height: 1 };
const solution = [1, 0];

/** A toy shading genre whose explanation decides the cells of `decides` in turn, each as the solution has it. */
function toy(decides: readonly number[]) {
  const explain = (): Step[] =>
    decides.map((cell) => {
      const shaded = solution[cell] === 1;
      return {
        technique: "toy-rule",
        message: `r1c${cell + 1} ${shadedOrNot(shaded)}: the toy says so`,
        cells: [{ row: 0, col: cell }],
        deductions: [{ cell, shaded }],
      };
    });
  return {
    id: "toy",
    solve: () => ({ solutions: [solution] }),
    hint: () => explain()[0] ?? null,
    explain,
    grade: () => ({ level: "easy" }),
    play: gridShadingPlay<Grid, { cell: number; shaded: boolean }>({ problems: () => [] }),
  };
}

describe("expectShadingWay", () => {
  it("passes a way of shading hints that decides every cell once, with the genre's own expectations", () => {
    const found = expectShadingWay(toy([0, 1]), puzzle, { technique: "toy-rule", steps: 2 });
    expect(found.hint.message).toBe("r1c1 is shaded: the toy says so");
    expect(found.solution).toEqual(solution);
    expect(() =>
      expectShadingWay(toy([1, 0]), puzzle, { message: "r1c2 stays unshaded: the toy says so" }),
    ).not.toThrow();
  });

  it("fails another technique or message, and a way that leaves a cell undecided (the shading expectations)", () => {
    expect(() => expectShadingWay(toy([0, 1]), puzzle, { technique: "other" })).toThrow();
    expect(() => expectShadingWay(toy([0, 1]), puzzle, { message: "r1c1 is shaded" })).toThrow();
    expect(() => expectShadingWay(toy([0]), puzzle, { wholeAnswer: false })).toThrow(/2/);
  });
});

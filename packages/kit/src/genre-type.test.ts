import { describe, expect, it } from "vitest";
import { genreType } from "./genre-type.js";
import { gridShadingPlay } from "./shading-play.js";
import type { Problem, SolveResult } from "./types.js";

interface Grid {
  width: number;
  height: number;
}
const problem: Problem = { code: "wrong", message: "r1c1 is wrong" };
const solved: SolveResult<number[]> = {
  status: "unique",
  solutions: [[1]],
  solutionCount: 1,
  complete: true,
  stats: { nodes: 1, failures: 0, propagations: 1, ms: 0 },
};

describe("genreType", () => {
  const modules = {
    limits: { maxSide: 2, maxCells: 4, maxTextLength: 10 },
    fromJson: (value: unknown) => value as Grid,
    validate: () => [],
    solve: () => solved,
    check: (_: Grid, attempt: number[]) => (attempt[0] === 1 ? [] : [problem]),
    hints: { hint: () => null, explain: () => [] },
    play: gridShadingPlay<Grid, { cell: number; shaded: boolean }>({ problems: () => [] }),
    solutionText: (_: Grid, solution: number[]) => solution.join(""),
    examples: [{ name: "1x1", text: "." }],
  };
  const about = { id: "toy", title: "Toy", kind: "shading" as const, description: "A toy.", formats: [] };
  const params = { fields: [], read: () => ({ size: 1 }) };
  const generate = (p: { size: number }, seed: number): Grid => ({ width: p.size, height: seed });

  it("makes the type object of the genre's modules: its check, hints, play, text and examples", () => {
    const type = genreType(about, modules, { generate, params });
    expect(type).toMatchObject({ ...about, limits: modules.limits, params, examples: modules.examples });
    expect(type.check({ width: 1, height: 1 }, [1])).toEqual([]);
    expect(type.check({ width: 1, height: 1 }, [0])).toEqual([problem]);
    expect(type.solve({ width: 1, height: 1 })).toBe(solved);
    expect(type.hint).toBe(modules.hints.hint);
    expect(type.explain).toBe(modules.hints.explain);
    expect(type.play).toBe(modules.play);
    expect(type.solutionToText({ width: 1, height: 1 }, [1, 0])).toBe("10");
  });

  it("checks the generator's params first when the genre has a checkParams, and not otherwise", () => {
    const checkParams = (p: { size: number }) => {
      if (p.size > 2) throw new RangeError(`size must be 1 to 2, got ${p.size}`);
      return { size: p.size };
    };
    const checked = genreType(about, modules, { generate, checkParams, params });
    expect(checked.generate?.({ size: 2 }, 7)).toEqual({ width: 2, height: 7 });
    expect(() => checked.generate?.({ size: 3 }, 7)).toThrow("size must be 1 to 2, got 3");
    const unchecked = genreType(about, modules, { generate, params });
    expect(unchecked.generate).toBe(generate);
  });
});

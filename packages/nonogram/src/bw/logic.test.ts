import { describe, expect, it } from "vitest";
import { bearExample, seedExample } from "../examples.js";
import { explainNonogram, gradeNonogram, hintNonogram } from "../operations.js";
import { satisfies } from "./checker.test-helpers.js";
import { puzzleFromPicture } from "./clues.js";
import { hintBlackAndWhite } from "./logic.js";

/** Replays steps on an empty grid; fails if a step repaints a cell differently. */
function replay(width: number, height: number, steps: ReturnType<typeof explainNonogram>): string[] {
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => "?"));
  for (const s of steps) {
    for (const d of s.deductions) {
      const v = d.filled ? "#" : ".";
      expect(grid[d.row]![d.col], s.message).toBe("?");
      grid[d.row]![d.col] = v;
    }
  }
  return grid.map((r) => r.join(""));
}

describe("hint", () => {
  it("names the line that can be advanced, the cells it fixes and why", () => {
    const step = hintNonogram({ rows: [[3], [1]], columns: [[1], [2], [1]] })!;
    expect(step.technique).toBe("line-overlap");
    expect(step.message).toBe(
      "row 1 (clue 3): r1c1, r1c2, r1c3 are filled in every placement of 3 in its 3 cells",
    );
    expect(step.because?.lines).toEqual([{ axis: "row", index: 0 }]);
    expect(step.deductions).toHaveLength(3);
  });

  it("continues from an attempt and reports a line that cannot be completed", () => {
    const p = bearExample;
    const next = hintNonogram(p, [".##....##."])!;
    expect(next.cells.every((c) => !(c.row === 0 && c.col < 10 && next.technique === "line-overlap"))).toBe(
      true,
    );
    // The logic's own step names the line; the type's hint, which knows the one solution, the first wrong cell.
    const wrong = hintBlackAndWhite(p, ["##########"])!;
    expect(wrong.technique).toBe("contradiction");
    expect(wrong.message).toContain("row 1 (clue 2 2) cannot be completed");
    expect(hintNonogram(p, ["##########"])).toMatchObject({
      technique: "fix-mistake",
      deductions: [{ row: 0, col: 0, filled: false }],
    });
  });

  it("falls back to a probe when no line moves", () => {
    const step = hintNonogram(seedExample, explainNonogram(seedExample).length ? undefined : undefined);
    expect(step).not.toBeNull();
    // From the line fixpoint of the seed example, the next step must be a probe.
    const lineSteps = explainNonogram(seedExample);
    const firstProbe = lineSteps.findIndex((s) => s.technique.startsWith("probe"));
    const grid = replay(20, 20, lineSteps.slice(0, firstProbe));
    const probe = hintNonogram(seedExample, grid)!;
    expect(probe.technique.startsWith("probe")).toBe(true);
  });

  it("reports a column that the marked cells make impossible, naming it", () => {
    const p = { rows: [[1], [1]], columns: [[1], [1]] };
    const step = hintNonogram(p, ["#?", "#?"])!;
    expect(step.technique).toBe("contradiction");
    expect(step.because?.lines).toEqual([{ axis: "column", index: 0 }]);
  });

  it("returns null on a solved grid", () => {
    const p = puzzleFromPicture(["#.", ".."]);
    expect(hintNonogram(p, p.goal)).toBeNull();
  });
});

describe("explain and grade", () => {
  it("explain paints every cell of the bear exactly once, by line steps, into its solution", () => {
    const steps = explainNonogram(bearExample);
    expect(steps.every((s) => s.technique.startsWith("line"))).toBe(true);
    const grid = replay(10, 10, steps);
    expect(satisfies(bearExample, grid)).toBe(true);
    expect(gradeNonogram(bearExample)).toMatchObject({ level: "line-solvable" });
  });

  it("the seed's example needs probing and no search", () => {
    const steps = explainNonogram(seedExample);
    expect(steps.some((s) => s.technique.startsWith("probe"))).toBe(true);
    expect(steps.some((s) => s.technique === "search")).toBe(false);
    expect(satisfies(seedExample, replay(20, 20, steps))).toBe(true);
    const g = gradeNonogram(seedExample);
    expect(g.level).toBe("needs-probing");
    expect(g.score).toBeGreaterThan(gradeNonogram(bearExample).score);
  });

  it("a puzzle with several solutions needs search, and no-solution is graded as such", () => {
    const many = { rows: [[1], [1], [1]], columns: [[1], [1], [1]] };
    const steps = explainNonogram(many);
    expect(steps.at(-1)!.technique).toBe("search");
    expect(satisfies(many, replay(3, 3, steps))).toBe(true);
    expect(gradeNonogram(many).level).toBe("needs-search");
    expect(gradeNonogram({ rows: [[1], [1]], columns: [[2], []] }).level).toBe("line-solvable");
    expect(gradeNonogram({ rows: [[2], []], columns: [[1], []] }).level).toBe("no-solution");
  });
});

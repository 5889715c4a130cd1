import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { shadingHints } from "./shading-hints.js";

// Three cells in a row, exactly one shaded, the middle one never: the first is given unshaded (`given` 0).
type Row = { given: number[] };
const hints = shadingHints<Row>({
  size: () => ({ width: 3, cells: 3 }),
  model: (p) => {
    const m = new Model();
    m.explaining = true;
    const vars = p.given.map((g) => (g === 0 ? m.intVar(0, 0) : m.intVar(0, 1)));
    m.linear([1, 1, 1], vars, "=", 1);
    m.linear([1], [vars[1]!], "<=", 0);
    return m;
  },
  problems: (_p, attempt) => (attempt === "bad" ? [{ code: "bad-attempt", message: "bad", cells: [] }] : []),
  technique: (rule) =>
    rule === "trial"
      ? { technique: "trial", why: "the other fails" }
      : { technique: "count", why: "one of three" },
  fixed: (p) => p.given.flatMap((g, i) => (g === 0 ? [i] : [])),
  ladder: {
    techniques: { count: { score: 1, level: "easy" }, trial: { score: 10, level: "hard" } },
    easiest: "easy",
    unfinished: { level: "beyond", score: 1000 },
  },
});
const row: Row = { given: [0, -1, -1] };

describe("shadingHints", () => {
  it("hints from an attempt, leaving given and played cells out", () => {
    const step = hints.hint(row, [0, -1, 0])!;
    expect(step.message).toBe("r1c3 is shaded: one of three");
    expect(step.deductions).toEqual([{ cell: 2, shaded: true }]);
    expect(hints.hint(row, [0, 1, 1])).toBeNull();
    expect(() => hints.hint(row, "bad" as never)).toThrow("bad");
  });

  it("explains each open cell once and grades the path", () => {
    const steps = hints.explain(row);
    expect(steps.map((s) => s.deductions[0]!.cell).sort()).toEqual([1, 2]);
    expect(steps.map((s) => s.technique)).toEqual(["count", "count"]);
    expect(hints.grade(row).level).toBe("easy");
  });
});

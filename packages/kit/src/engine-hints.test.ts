import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { attemptDecisions, circuitTechnique, engineHints } from "./engine-hints.js";

// Three 0/1 cells that sum to 1, with cell 0 off: a tiny genre for the walk.
const rules = engineHints<{ first: boolean }, readonly number[], { cell: number; on: boolean }>({
  puzzleProblems: () => [],
  attemptProblems: (_p, attempt) =>
    attempt.length > 3 ? [{ code: "bad-attempt", message: "too long" }] : [],
  model: (p) => {
    const m = new Model();
    const xs = m.intVars(3, 0, 1);
    m.linear([1, 1, 1], xs, "=", 1);
    if (p.first) m.linear([1], [xs[0]!], "=", 0);
    return m;
  },
  decided: (_p, attempt) => attemptDecisions(attempt, 3),
  variables: () => 3,
  stepOf: (_p, known) => (r) =>
    known.has(r.variable)
      ? null
      : {
          technique: r.reason?.rule === "trial" ? "trial" : "sum",
          message: `cell ${r.variable} is ${r.value === 0 ? "on" : "off"}`,
          cells: [],
          deductions: [{ cell: r.variable, on: r.value === 0 }],
        },
  ladder: {
    techniques: { sum: { score: 1, level: "easy" }, trial: { score: 10, level: "hard" } },
    easiest: "easy",
    unfinished: { level: "beyond", score: 1000 },
  },
});

describe("engineHints", () => {
  it("hints from an attempt's decisions, explains the whole way, and grades it", () => {
    const p = { first: true };
    expect(rules.hint(p)?.message).toBe("cell 0 is off");
    expect(rules.hint(p, [-1, 1, 0])?.message).toBe("cell 2 is off");
    expect(rules.hint(p, [0, 1, 1])).toBeNull();
    expect(() => rules.hint(p, [0, 0, 0, 0])).toThrow("too long");
    // Cell 0 follows; cells 1 and 2 stay open (no trial fails at once): the walk ends unfinished.
    expect(rules.explain(p).map((s) => s.deductions[0]!.cell)).toEqual([0]);
    expect(rules.grade(p).level).toBe("beyond");
    expect(rules.grade({ first: false }).level).toBe("beyond");
  });

  it("reads an attempt's decisions and names the circuit's rules", () => {
    expect(attemptDecisions([1, -1, 0, null, 1], 4)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(attemptDecisions([1, -1], 2, (x) => x > 0)).toEqual([[1, 0]]);
    expect(circuitTechnique("circuit.bridge")?.technique).toBe("loop-connected");
    expect(circuitTechnique("linear=")).toBeNull();
  });
});

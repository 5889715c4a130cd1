import { describe, expect, it } from "vitest";
import { Model } from "./model.js";

describe("explanations", () => {
  it("logs nothing while explaining is off", () => {
    const m = new Model();
    const xs = m.intVars(3, 1, 3);
    m.allDifferent(xs);
    m.assign(xs[0]!, 1);
    expect(m.propagate()).toBe(true);
    expect(m.removals).toEqual([]);
  });

  it("logs each removal with the reason its propagator gave, and trims the log on undo", () => {
    const m = new Model();
    m.explaining = true;
    const [x, y, z] = m.intVars(3, 1, 3) as [number, number, number];
    m.allDifferent([x, y, z]);
    m.linear([1, -1], [y, z], ">=", 1);
    expect(m.propagate()).toBe(true);
    expect(m.explain(y, 1)?.reason?.rule).toBe("linear>=");
    const root = m.removals.length;
    const mark = m.trail.mark();
    m.assign(x, 1, { rule: "user", message: "I say so" });
    expect(m.propagate()).toBe(true);
    expect(m.explain(x, 2)?.reason).toEqual({ rule: "user", message: "I say so" });
    expect(m.explain(z, 1)?.reason).toMatchObject({ rule: "allDifferent.nakedSingle", vars: [x] });
    expect(m.explain(y, 2)?.reason).toMatchObject({ rule: "allDifferent.nakedSingle", vars: [z] });
    expect(m.removals.slice(root).map((r) => [r.variable, r.value])).toEqual([
      [x, 2],
      [x, 3],
      [z, 1],
      [y, 2],
    ]);
    m.trail.undoTo(mark);
    expect(m.removals.length).toBe(root);
    expect(m.explain(x, 2)).toBeUndefined();
  });

  it("logs a removal made without a reason with reason null, and the conflict of a wipeout", () => {
    const m = new Model();
    m.explaining = true;
    const x = m.intVar(0, 1);
    m.remove(x, 0);
    expect(m.removals).toEqual([{ variable: x, value: 0, reason: null }]);
    expect(m.remove(x, 1, { rule: "test" })).toBe(false);
    expect(m.conflict).toMatchObject({ variable: x, value: 1, reason: { rule: "test" } });
  });

  it("hidden singles and table removals carry their own rules", () => {
    const m = new Model();
    m.explaining = true;
    const x = m.intVarFromValues([1, 2, 3]);
    const y = m.intVarFromValues([1, 2]);
    const z = m.intVarFromValues([1, 2]);
    m.allDifferent([x, y, z]);
    const w = m.intVar(0, 3);
    m.table([x, w], [[3, 0]]);
    expect(m.propagate()).toBe(true);
    expect(m.explain(x, 1)?.reason?.rule).toMatch(/^(allDifferent.hiddenSingle|table)$/);
    expect(m.explain(w, 2)?.reason?.rule).toBe("table");
  });

  it("search decisions are logged as such while explaining", () => {
    const m = new Model();
    m.intVars(2, 0, 1);
    m.explaining = true;
    const rules = new Set<string>();
    m.solve({
      onSolution: () => {
        for (const r of m.removals) rules.add(r.reason?.rule ?? "none");
      },
    });
    expect(rules.has("search.decision")).toBe(true);
    expect(m.removals).toEqual([]);
  });
});

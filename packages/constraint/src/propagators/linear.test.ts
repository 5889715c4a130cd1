import { describe, expect, it } from "vitest";
import { Model } from "../model.js";

describe("linear", () => {
  it("tightens bounds for <=", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 5);
    m.linear([1, 1], [x!, y!], "<=", 3);
    expect(m.propagate()).toBe(true);
    expect([m.max(x!), m.max(y!)]).toEqual([3, 3]);
  });

  it("handles negative coefficients and >=", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 10);
    m.linear([2, -3], [x!, y!], ">=", 14); // 2x - 3y >= 14
    expect(m.propagate()).toBe(true);
    expect(m.min(x!)).toBe(7);
    expect(m.max(y!)).toBe(2);
  });

  it("= alternates both sides to a fixpoint and fixes what it can", () => {
    const m = new Model();
    const x = m.intVar(0, 9);
    const y = m.intVar(3, 9);
    const z = m.intVar(4, 4);
    m.linear([1, 1, 1], [x, y, z], "=", 7);
    expect(m.propagate()).toBe(true);
    expect(m.values(x)).toEqual([0]);
    expect(m.values(y)).toEqual([3]);
  });

  it("kakuro: 3 different digits summing to 7 are 1, 2, 4", () => {
    const m = new Model();
    const xs = m.intVars(3, 1, 9);
    m.allDifferent(xs);
    m.linear([1, 1, 1], xs, "=", 7);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(r.count).toBe(6);
    expect(r.solutions.every((s) => [...s].sort().join() === "1,2,4")).toBe(true);
  });

  it("a variable listed twice is summed once: x + x = 4 fixes x to 2", () => {
    const m = new Model();
    const x = m.intVar(0, 9);
    m.linear([1, 1], [x, x], "=", 4);
    expect(m.propagate()).toBe(true);
    expect(m.value(x)).toBe(2);
  });

  it("fails when the sum cannot be reached, and refuses bad input", () => {
    const m = new Model();
    const xs = m.intVars(2, 0, 2);
    m.linear([1, 1], xs, ">=", 5);
    expect(m.propagate()).toBe(false);
    expect(() => m.linear([1], xs, "=", 1)).toThrow(RangeError);
    expect(() => m.linear([0.5, 1], xs, "=", 1)).toThrow(RangeError);
  });
});

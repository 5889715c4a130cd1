import { describe, expect, it } from "vitest";
import { ruleMeaning } from "./rule-techniques.js";

interface Step {
  rule: string;
  size: number;
  shaded: boolean;
}

const meaning = ruleMeaning<Step>({
  block: { score: 1, level: "easy", rules: ["linear<="], when: ({ size }) => size >= 3, why: "a 2x2 block" },
  pair: {
    score: 1,
    level: "easy",
    rules: ["linear<=", "table"],
    why: ({ shaded }) => (shaded ? "yes" : "no"),
  },
  joined: { score: 2, level: "medium", rules: ["connected.*"], why: "joined" },
  trial: { score: 10, level: "hard" },
});

describe("ruleMeaning", () => {
  it("names a step by the first technique whose rules and condition claim it", () => {
    expect(meaning({ rule: "linear<=", size: 3, shaded: false })).toEqual({
      technique: "block",
      why: "a 2x2 block",
    });
    expect(meaning({ rule: "linear<=", size: 2, shaded: false })).toEqual({ technique: "pair", why: "no" });
    expect(meaning({ rule: "table", size: 9, shaded: true })).toEqual({ technique: "pair", why: "yes" });
  });

  it("reads a rule ending in * as a prefix, and answers null where no technique claims the step", () => {
    expect(meaning({ rule: "connected.cut", size: 1, shaded: false })?.technique).toBe("joined");
    expect(meaning({ rule: "connected", size: 1, shaded: false })).toBeNull();
    expect(meaning({ rule: "trial", size: 1, shaded: false })).toBeNull();
    expect(meaning({ rule: "linear=", size: 1, shaded: false })).toBeNull();
  });

  it("refuses a technique that names rules without saying why", () => {
    expect(() => ruleMeaning({ odd: { score: 1, level: "easy", rules: ["table"] } })).toThrow(
      "technique odd names rules but no why",
    );
  });
});

import { describe, expect, it } from "vitest";
import { ruleMeaning } from "./rule-techniques.js";
import { EASY, easy, MEDIUM, medium } from "./technique-rungs.js";

interface Step {
  rule: string;
  shaded: boolean;
}

describe("technique rungs", () => {
  it("make a technique of a rung, its rules and why, as the object written out would be", () => {
    const why = ({ shaded }: Step) => (shaded ? "yes" : "no");
    expect(easy<Step>(["linear*"], why)).toEqual({ score: 1, level: "easy", rules: ["linear*"], why });
    expect(medium(["table"], "joined")).toEqual({
      score: 2,
      level: "medium",
      rules: ["table"],
      why: "joined",
    });
    expect(EASY.score).toBeLessThan(MEDIUM.score);
  });

  it("read steps in a table as the written-out techniques do", () => {
    const meaning = ruleMeaning<Step>({
      narrow: { ...EASY, rules: ["table"], when: ({ shaded }) => shaded, why: "narrow" },
      count: easy(["linear*", "table"], ({ shaded }) => (shaded ? "needed" : "full")),
      joined: medium(["connected.*"], "joined"),
      "keep-connected": MEDIUM,
    });
    expect(meaning({ rule: "table", shaded: true })).toEqual({ technique: "narrow", why: "narrow" });
    expect(meaning({ rule: "table", shaded: false })).toEqual({ technique: "count", why: "full" });
    expect(meaning({ rule: "linear<=", shaded: true })).toEqual({ technique: "count", why: "needed" });
    expect(meaning({ rule: "connected.cut", shaded: false })).toEqual({ technique: "joined", why: "joined" });
    expect(meaning({ rule: "trial", shaded: false })).toBeNull();
  });
});

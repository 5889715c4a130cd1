import { describe, expect, it } from "vitest";
import { ruleMeaning } from "./rule-techniques.js";
import { easy } from "./technique-rungs.js";
import { easyUnshading } from "./unshading-technique.js";

describe("easyUnshading", () => {
  type Step = { rule: string; shaded: boolean };
  const meaning = ruleMeaning<Step>({
    "count-full": easyUnshading(["linear="], "the count is met"),
    "count-needs-all": easy(["linear="], "the count needs every cell left"),
  });

  it("claims a step of its rules that leaves the cell unshaded, on the easy rung", () => {
    expect(meaning({ rule: "linear=", shaded: false })).toMatchObject({
      technique: "count-full",
      why: "the count is met",
    });
    expect(easyUnshading(["linear="], "why")).toMatchObject({ score: 1, level: "easy", rules: ["linear="] });
  });

  it("leaves a step that shades to the next technique, and other rules alone", () => {
    expect(meaning({ rule: "linear=", shaded: true })).toMatchObject({ technique: "count-needs-all" });
    expect(meaning({ rule: "table", shaded: false })).toBeNull();
  });
});

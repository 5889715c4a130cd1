import { describe, expect, it } from "vitest";
import { stepOf } from "./steps.js";

describe("stepOf", () => {
  it("is a step of the deductions alone, technique t unless named", () => {
    expect(stepOf([{ cell: 2, wall: true }])).toEqual({
      technique: "t",
      message: "",
      cells: [],
      deductions: [{ cell: 2, wall: true }],
    });
    expect(stepOf([], "line").technique).toBe("line");
  });
});

import { describe, expect, it } from "vitest";
import { cellStepReader } from "./cell-steps.js";

describe("cellStepReader", () => {
  it("reads the first removal about each cell as a step, skipping known cells and cells that are no step", () => {
    const read = cellStepReader<{ cell: number }>(3, [1], (rule, r) =>
      r.variable === 5
        ? null
        : { technique: rule, message: `is ${r.value === 0 ? "on" : "off"}`, deduction: { cell: r.variable } },
    );
    expect(read({ variable: 1, value: 0, reason: { rule: "sum" } })).toBeNull();
    expect(read({ variable: 5, value: 0, reason: { rule: "sum" } })).toBeNull();
    expect(read({ variable: 4, value: 1, reason: { rule: "sum", vars: [4, 0] } })).toEqual({
      technique: "sum",
      message: "r2c2 is off",
      cells: [{ row: 1, col: 1 }],
      because: { cells: [{ row: 0, col: 0 }] },
      deductions: [{ cell: 4 }],
    });
    expect(read({ variable: 4, value: 0, reason: null })).toBeNull();
    expect(read({ variable: 2, value: 0, reason: null })?.technique).toBe("trial");
  });
});

import { describe, expect, it } from "vitest";
import { checkExamplesUnique } from "./example-checks.js";
import { latinSquare } from "./latin-square.js";

describe("checkExamplesUnique", () => {
  it("returns each example solved when it has one solution the check accepts", () => {
    expect(checkExamplesUnique(latinSquare, () => [])).toEqual([
      { name: "2x2", puzzle: { n: 2, cells: [1, 0, 0, 0] }, solution: [1, 2, 2, 1] },
    ]);
  });

  it("names an example the check refuses, one with more solutions, and a type without examples", () => {
    expect(() => checkExamplesUnique(latinSquare, () => ["a repeat"])).toThrow(
      "latin example 2x2: the independent check says a repeat",
    );
    const open = { ...latinSquare, examples: [{ name: "open", text: "...." }] };
    expect(() => checkExamplesUnique(open, () => [])).toThrow("latin example open: the solver says multiple");
    expect(() => checkExamplesUnique({ ...latinSquare, examples: [] }, () => [])).toThrow("has no examples");
  });
});

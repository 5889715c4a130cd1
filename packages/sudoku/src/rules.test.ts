import { cellsNamed } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { validate } from "./rules.js";

const SEED_02 = "5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3";
const cells = (s: string) => [...s].map((c) => (c === "." ? 0 : Number(c)));

describe("validate", () => {
  it("accepts the seed's puzzle", () => {
    expect(validate({ size: 9, cells: cells(SEED_02) })).toEqual([]);
  });

  it("names both cells of two equal givens in a row (the seed accepted them silently)", () => {
    const c = cells(SEED_02);
    c[8] = 5; // r1c9 = 5, and r1c1 is 5
    expect(validate({ size: 9, cells: c })).toEqual([
      {
        code: "duplicate-given",
        message: "row 1 has two 5s (r1c1 and r1c9)",
        cells: cellsNamed("r1c1", "r1c9"),
      },
    ]);
  });

  it("reports the same pair once when it breaks a row and a box, and counts three", () => {
    const c = new Array(81).fill(0);
    c[0] = c[1] = 7;
    c[27] = c[54] = c[72] = 4;
    const problems = validate({ size: 9, cells: c });
    expect(problems.map((p) => p.message)).toEqual([
      "row 1 has two 7s (r1c1 and r1c2)",
      "column 1 has three 4s (r4c1, r7c1 and r9c1)",
      "box 7 has two 4s (r7c1 and r9c1)",
    ]);
  });

  it("reports a malformed value instead of crashing, naming the path", () => {
    expect(validate({ size: 9, cells: [1, 2] })).toEqual([
      { code: "bad-shape", message: "cells: expected a list of 81, got 2" },
    ]);
    expect(validate({ size: 8, cells: [] })).toEqual([
      { code: "bad-shape", message: "size: expected one of 4, 6, 9, 12, 16, 25, got 8" },
    ]);
    const c = new Array(16).fill(0);
    c[5] = 9;
    expect(validate({ size: 4, cells: c })).toEqual([
      {
        code: "bad-shape",
        message: "cells[5]: 9 is out of range: expected 0 to 4",
        cells: cellsNamed("r2c2"),
      },
    ]);
  });

  it("uses the 16x16 symbols in messages", () => {
    const c = new Array(256).fill(0);
    c[0] = c[15] = 12;
    expect(validate({ size: 16, cells: c })[0]!.message).toBe("row 1 has two Cs (r1c1 and r1c16)");
  });
});

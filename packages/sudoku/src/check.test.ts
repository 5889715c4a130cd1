import { cellsNamed } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { check } from "./check.js";

const SEED_02 = "5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3";
const cells = (s: string) => [...s].map((c) => (c === "." ? 0 : Number(c)));
const SEED_02_PUZZLE = { size: 9, cells: cells(SEED_02) };
const SOLUTION = cells("597632184341589276682174395419256837875913642236748951753861429124397568968425713");

describe("check", () => {
  it("finds nothing wrong in the solution or in an empty attempt", () => {
    expect(check(SEED_02_PUZZLE, { cells: SOLUTION })).toEqual([]);
    expect(check(SEED_02_PUZZLE, { cells: new Array(81).fill(0) })).toEqual([]);
  });

  it("names a digit that differs from the solution", () => {
    const attempt = new Array(81).fill(0);
    attempt[1] = 9; // right
    attempt[2] = 3; // r1c3 is 7 in the solution; 3 breaks no rule yet
    expect(check(SEED_02_PUZZLE, { cells: attempt })).toEqual([
      { code: "wrong-digit", message: "r1c3 is not 3 in the solution", cells: cellsNamed("r1c3") },
    ]);
  });

  it("names both cells of a rule break, and a changed given", () => {
    const attempt = new Array(81).fill(0);
    attempt[2] = 5; // a second 5 in row 1
    expect(check(SEED_02_PUZZLE, { cells: attempt })[0]).toMatchObject({
      code: "duplicate-digit",
      message: "row 1 has two 5s (r1c1 and r1c3)",
      cells: cellsNamed("r1c1", "r1c3"),
    });
    const changed = SOLUTION.slice();
    changed[0] = 1;
    expect(check(SEED_02_PUZZLE, { cells: changed })[0]).toMatchObject({
      code: "changed-given",
      message: "r1c1 is a given 5; the attempt has 1 there",
    });
  });

  it("on a puzzle with several solutions, says when the digits entered fit none of them", () => {
    const puzzle = { size: 4, cells: new Array(16).fill(0) };
    const fits = new Array(16).fill(0);
    fits[0] = 1;
    expect(check(puzzle, { cells: fits })).toEqual([]);
    const stuck = cells("12.....3........"); // r1c3 and r1c4 need 3 and 4, but column 4 already has a 3 in box 2
    expect(check(puzzle, { cells: stuck }).map((p) => p.code)).toEqual(["no-completion"]);
  });

  it("reports a malformed attempt instead of crashing", () => {
    expect(check(SEED_02_PUZZLE, { cells: [1, 2] })).toEqual([
      { code: "bad-attempt", message: "attempt.cells: expected a list of 81, got 2" },
    ]);
    expect(check(SEED_02_PUZZLE, {})[0]!.code).toBe("bad-attempt");
    const bad = new Array(81).fill(0);
    bad[3] = 10;
    expect(check(SEED_02_PUZZLE, { cells: bad })).toEqual([
      {
        code: "bad-attempt",
        message: "attempt.cells[3]: 10 is out of range: expected 0 to 9",
        cells: cellsNamed("r1c4"),
      },
    ]);
  });
});

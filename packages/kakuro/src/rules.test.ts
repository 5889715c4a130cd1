import type { Problem } from "@gridsmith/kit";
import { cellsNamed } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { textFormat } from "./formats/text.js";
import { checkAttempt } from "./mistakes.js";
import type { Puzzle } from "./puzzle.js";
import { check, validate } from "./rules.js";

const grid = (text: string) => textFormat.parse(text);
const only = (problems: Problem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0]!;
};
/** The one problem validate finds in the puzzle of a text grid. */
const problemOf = (text: string) => only(validate(grid(text)));

describe("validate", () => {
  it("accepts the examples", () => {
    for (const e of examples) expect(validate(grid(e.text))).toEqual([]);
  });

  it("names a sum no set of different digits makes, at its clue", () => {
    expect(problemOf("#   #  #  #  #\n\\50 .  .  .  .\n")).toEqual({
      code: "impossible-sum",
      message: "row 2: across clue 50 cannot be made from 4 different digits (10-30)",
      cells: cellsNamed("r2c1"),
    });
    expect(problemOf("# 2\\\n# .\n# .\n").message).toBe(
      "column 2: down clue 2 cannot be made from 2 different digits (3-17)",
    );
  });

  it("names entries with no clue cell, and allows a clue cell without a clue for its entry", () => {
    expect(problemOf(". .\n")).toEqual({
      code: "missing-clue",
      message: "row 1: across entry r1c1-r1c2 starts at the edge of the grid, with no clue cell to its left",
      cells: cellsNamed("r1c1", "r1c2"),
    });
    expect(problemOf(".\n.\n").message).toBe(
      "column 1: down entry r1c1-r2c1 starts at the edge of the grid, with no clue cell above it",
    );
    // A run after a black cell with no clue for it is allowed, as puzz.link allows it (no sum, only
    // different digits).
    expect(validate(grid("# # #\n# . .\n"))).toEqual([]);
    // The across run's clue cell holds only a down clue, which has no white cell below it.
    expect(validate(grid("3\\ . .\n")).map((p) => p.code)).toEqual(["clue-without-entry"]);
  });

  it("names clues without an entry and clues for one cell", () => {
    expect(problemOf("\\5 #\n")).toEqual({
      code: "clue-without-entry",
      message: "r1c1: across clue 5 has no white cell to its right",
      cells: cellsNamed("r1c1"),
    });
    expect(problemOf("# \\5\n").message).toBe("r1c2: across clue 5 has no white cell to its right");
    expect(problemOf("# 5\\\n# #\n").message).toBe("r1c2: down clue 5 has no white cell below it");
    expect(problemOf("#  3\\ #\n\\5 .   #\n#  .   #\n")).toEqual({
      code: "one-cell-entry",
      message: "r2c1: across clue 5 is for one cell (r2c2); an entry has two or more",
      cells: cellsNamed("r2c1", "r2c2"),
    });
  });

  it("names white cells in no entry", () => {
    expect(problemOf("# #\n# .\n")).toEqual({
      code: "cell-in-no-entry",
      message: "r2c2 is a white cell in no entry; make it black or give it a white neighbour",
      cells: cellsNamed("r2c2"),
    });
  });

  it("names entries too long for different digits", () => {
    expect(problemOf(`\\45 ${". ".repeat(10)}\n`)).toMatchObject({
      code: "entry-too-long",
      message: "row 1: across entry r1c2-r1c11 has 10 cells; different digits 1-9 fill at most 9",
    });
  });

  it("names givens that repeat, miss the sum or fit no combination", () => {
    expect(problemOf("\\16 7 7\n")).toEqual({
      code: "repeated-digit",
      message: "row 1: across clue 16 has two 7s (r1c2 and r1c3)",
      cells: cellsNamed("r1c2", "r1c3"),
    });
    expect(problemOf("\\16 7 8\n")).toMatchObject({
      code: "wrong-sum",
      message: "row 1: across clue 16 adds up to 15 (7+8), not 16",
    });
    expect(problemOf("\\16 5 .\n")).toEqual({
      code: "impossible-digits",
      message: "row 1: across clue 16 in 2 cells cannot hold 5",
      cells: cellsNamed("r1c2"),
    });
    expect(validate(grid("\\16 7 9\n"))).toEqual([]);
  });

  it("names a value that is not a grid of cells, with the path", () => {
    expect(only(validate({ rows: 2, cols: 2, cells: [0] }))).toEqual({
      code: "bad-shape",
      message: "cells: expected a list of 4, got 1",
    });
    expect(only(validate({ rows: 0, cols: 2, cells: [] })).message).toBe(
      "rows: 0 is out of range: expected 1 to 64",
    );
    const odd = { rows: 1, cols: 3, cells: [{ across: 0 }, 12, { left: 1 }] } as unknown as Puzzle;
    expect(validate(odd)).toEqual([
      {
        code: "bad-shape",
        message: "cells[0].across: 0 is out of range: expected 1 to 99",
        cells: cellsNamed("r1c1"),
      },
    ]);
    expect(validate({ ...odd, cells: [{}, 12, {}] })[0]!.message).toBe(
      'cells[1]: 12 is not a cell (r1c2); use 0 (empty), 1-9 (a digit) or a black cell such as {} or {"down": 23, "across": 11} with clues 1-99',
    );
    expect(validate({ ...odd, cells: [{}, 1, { left: 1 }] } as unknown as Puzzle)[0]!.message).toMatch(
      /^cells\[2\]: \{"left":1\} is not a cell \(r1c3\): a black cell has no "left"/,
    );
    expect(validate(null as unknown as Puzzle)[0]!.code).toBe("bad-shape");
  });
});

describe("check", () => {
  const puzzle = grid("#   16\\ 4\\\n\\10 .   .\n\\10 .   3\n");
  // Solution: 9 1 / 7 3.

  it("finds nothing wrong in an empty or correct attempt", () => {
    expect(check(puzzle, [])).toEqual([]);
    expect(check(puzzle, [0, 0, 0, 0, 9, 1, 0, 7, 3])).toEqual([]);
    expect(checkAttempt(puzzle, [0, 0, 0, 0, 9, 1, 0, 7, 3])).toEqual([]);
  });

  it("names each broken rule with its cells", () => {
    expect(check(puzzle, [0, 0, 0, 0, 0, 0, 0, 0, 4])).toEqual([
      { code: "changed-given", message: "r3c3 is given as 3, not 4", cells: cellsNamed("r3c3") },
    ]);
    expect(check(puzzle, [0, 0, 0, 0, 10, 0, 0, 0, 0])).toEqual([
      {
        code: "bad-attempt",
        message: "attempt[4]: 10 is out of range: expected 0 to 9",
        cells: cellsNamed("r2c2"),
      },
    ]);
    expect(check(puzzle, [0, 0, 0, 0, 5, 5, 0, 0, 0])).toEqual([
      {
        code: "repeated-digit",
        message: "row 2: across clue 10 has two 5s (r2c2 and r2c3)",
        cells: cellsNamed("r2c2", "r2c3"),
      },
      {
        code: "impossible-digits",
        message: "column 2: down clue 16 in 2 cells cannot hold 5",
        cells: cellsNamed("r2c2"),
      },
      {
        code: "wrong-sum",
        message: "column 3: down clue 4 adds up to 8 (5+3), not 4",
        cells: cellsNamed("r2c3", "r3c3"),
      },
    ]);
    expect(check(puzzle, [0, 0, 0, 0, 0, 0, 0, 9, 0]).map((p) => p.message)).toEqual([
      "row 3: across clue 10 adds up to 12 (9+3), not 10",
    ]);
    expect(check(puzzle, [0, 0, 0, 0, 5, 0, 0, 0, 0]).map((p) => p.message)).toEqual([
      "row 2: across clue 10 in 2 cells cannot hold 5",
      "column 2: down clue 16 in 2 cells cannot hold 5",
    ]);
  });

  it("also names digits that differ from the one solution", () => {
    expect(checkAttempt(puzzle, [0, 0, 0, 0, 0, 1, 0, 7, 0])).toEqual([]);
    // The starter's one solution starts 5 2 in row 2; a 6 in r2c2 breaks no rule yet but is wrong.
    const starter = grid(examples[0]!.text);
    const attempt = Array(16).fill(0);
    attempt[5] = 6;
    expect(check(starter, attempt)).toEqual([]);
    expect(checkAttempt(starter, attempt)).toEqual([
      { code: "wrong-digit", message: "r2c2 is not 6", cells: cellsNamed("r2c2") },
    ]);
    expect(checkAttempt(grid(". .\n"), [])[0]!.code).toBe("missing-clue");
  });
});

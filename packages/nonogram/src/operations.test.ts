import { hintInput, parsePuzzle } from "@gridsmith/kit";
import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { isColourPuzzle } from "./colour/palette.js";
import { nonogram } from "./nonogram-type.js";
import { hintNonogram } from "./operations.js";
import { play } from "./play.js";
import type { Nonogram } from "./types.js";

describe("hintNonogram on an attempt with a mistake", () => {
  it("names a cell that differs from the one solution rather than build on it (the type's check)", () => {
    const puzzle = parsePuzzle(nonogram, nonogram.examples[0]!.text) as Nonogram;
    const solution = nonogram.solve(puzzle).solutions[0]!;
    const width = puzzle.columns.length;
    // r2c19: empty in the one solution; filled, it breaks no line yet.
    const cell = 1 * width + 18;
    expect(play.mistakes(puzzle, play.newAttempt(puzzle), solution)).toEqual([]);
    const wrong = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell, shade: 1 });
    expect(play.mistakes(puzzle, wrong, solution)).toHaveLength(1);
    const attempt = hintInput(play, puzzle, wrong);
    const check = nonogram.check(puzzle, attempt);
    expect(check[0]?.cells).toEqual([{ row: 1, col: 18 }]);
    const step = hintNonogram(puzzle, attempt)!;
    expect(step).toEqual({
      technique: "fix-mistake",
      message: "r2c19 is a mistake: in the puzzle's one solution it stays empty",
      cells: [{ row: 1, col: 18 }],
      because: { cells: [{ row: 1, col: 18 }] },
      deductions: [{ row: 1, col: 18, filled: false }],
    });
    // Apply crosses the cell out, as the solution has it.
    expect(play.mistakes(puzzle, play.applyStep(puzzle, wrong, step), solution)).toEqual([]);
  });

  it("names the wrong cell of a line the marks break, rather than the line alone", () => {
    const plus: Nonogram = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };
    // r1c1 filled breaks row 1 (its 1 belongs in r1c2) and column 1.
    const step = hintNonogram(plus, ["#??", "???", "???"])!;
    expect(step).toMatchObject({
      technique: "fix-mistake",
      message: "r1c1 is a mistake: in the puzzle's one solution it stays empty",
      deductions: [{ row: 0, col: 0, filled: false }],
    });
  });

  it("names a cell of the wrong colour with the solution's colour", () => {
    const colour = nonogram.examples
      .map((e) => parsePuzzle(nonogram, e.text) as Nonogram)
      .find(isColourPuzzle)!;
    const solution = nonogram.solve(colour).solutions[0]!;
    const width = colour.columns.length;
    const cell = [...solution.join("")].findIndex((code) => code !== ".");
    const code = solution.join("")[cell]!;
    const other = colour.palette!.find((c, i) => i > 0 && c.code !== code)!;
    const wrong = play.applyStep(colour, play.newAttempt(colour), {
      kind: "shade",
      cell,
      shade: colour.palette!.indexOf(other),
    });
    const step = hintNonogram(colour, hintInput(play, colour, wrong))!;
    const right = colour.palette!.find((c) => c.code === code)!;
    const name = `r${Math.floor(cell / width) + 1}c${(cell % width) + 1}`;
    expect(step.message).toBe(`${name} is a mistake: in the puzzle's one solution it is ${right.name}`);
    expect(play.mistakes(colour, play.applyStep(colour, wrong, step), solution)).toEqual([]);
  });

  it("names a wrong cell, corrected by Apply, on every example with one solution (kit's play contract)", () => {
    let tried = 0;
    for (const e of nonogram.examples) {
      const puzzle = parsePuzzle(nonogram, e.text) as Nonogram;
      if (nonogram.solve(puzzle, { limit: 2 }).status === "unique")
        tried += expectHintsOnWrongEntries(nonogram, puzzle);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("hints as before on an attempt without a mistake", () => {
    const plus: Nonogram = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };
    const right = play.applyStep(plus, play.newAttempt(plus), { kind: "shade", cell: 4, shade: 1 });
    expect(hintNonogram(plus, hintInput(play, plus, right))?.technique).not.toBe("mistake");
  });
});

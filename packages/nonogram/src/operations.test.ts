import { hintInput, parsePuzzle } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
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
    expect(hintNonogram(puzzle, attempt)).toEqual({
      technique: "mistake",
      message: `fix this first: ${check[0]!.message}`,
      cells: [{ row: 1, col: 18 }],
      deductions: [],
    });
  });

  it("hints as before on an attempt without a mistake", () => {
    const plus: Nonogram = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };
    const right = play.applyStep(plus, play.newAttempt(plus), { kind: "shade", cell: 4, shade: 1 });
    expect(hintNonogram(plus, hintInput(play, plus, right))?.technique).not.toBe("mistake");
  });
});

import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { explain, hint } from "./hints.js";
import { killerSudoku } from "./index.js";

const play = killerSudoku.play!;
// The first example, "4x4": ABCC / ABCD / EFFD / EGGG.
const puzzle = textFormat.parse(examples[0]!.text);
// Its one solution, as the solver finds it.
const answer = [2, 4, 3, 1, 3, 1, 4, 2, 4, 2, 1, 3, 1, 3, 2, 4];

describe("killer sudoku play", () => {
  it("has the properties of a play model on every example", () => {
    checkPlayModel(killerSudoku);
  });

  it("maps attempts to the package's flat digits and back, and carries out placement steps", () => {
    const solved = play.fromSolution(puzzle, answer);
    expect(play.toSolution(puzzle, solved)).toEqual(answer);
    expect(play.isComplete(puzzle, solved)).toBe(true);
    const step = { technique: "cage", message: "", cells: [], deductions: [{ row: 3, col: 0, value: 2 }] };
    expect(play.toSolution(puzzle, play.applyStep(puzzle, play.newAttempt(puzzle), step))[12]).toBe(2);
    expect(play.isComplete(puzzle, play.newAttempt(puzzle))).toBe(false);
    const outside = { ...step, deductions: [{ row: 4, col: 0, value: 2 }] };
    const fresh = play.newAttempt(puzzle);
    expect(play.applyStep(puzzle, fresh, outside)).toBe(fresh);
  });

  it("carries out the package's hint and its whole explanation", () => {
    const first = hint(puzzle, play.toSolution(puzzle, play.newAttempt(puzzle)));
    const hinted = play.applyStep(puzzle, play.newAttempt(puzzle), first!);
    expect(play.progress(puzzle, hinted).filled).toBe(first!.deductions.length);
    const done = explain(puzzle).reduce((a, s) => play.applyStep(puzzle, a, s), play.newAttempt(puzzle));
    expect(play.toSolution(puzzle, done)).toEqual(answer);
  });

  it("plays as sudoku: digits and pencil marks from moves, candidates from rows, columns and boxes", () => {
    let a = play.newAttempt(puzzle);
    a = play.applyStep(puzzle, a, { kind: "value", cell: 0, value: 1 });
    a = play.applyStep(puzzle, a, { kind: "mark", cell: 1, digit: 3 });
    expect(a.n[1]).toBe(0b100);
    const filled = play.fillCandidates!(puzzle, a);
    // r1c2 sees the 1 in its row and box.
    expect(filled.n[1]).toBe(0b1110);
    expect(play.mistakes(puzzle, a, answer)).toEqual([
      { code: "differs-from-solution", message: "r1c1 is not 1", cells: [{ row: 0, col: 0 }] },
    ]);
  });

  it("describes the board: boxes as regions and every cage with its sum", () => {
    const board = play.board(puzzle);
    expect(board.regions).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
    expect(board.cages?.map((c) => c.sum)).toEqual([5, 5, 8, 5, 5, 3, 9]);
    expect(board.cages?.[2]?.cells).toEqual([2, 3, 6]);
    expect(board.cells.every((c) => c === null)).toBe(true);
    expect(board.input.cells).toEqual({ kind: "digit", min: 1, max: 4, marks: true });
  });
});

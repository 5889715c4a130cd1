import { hintInput, type Move, parsePuzzle } from "@gridsmith/kit";
import { expectHintsLeadToAnswer } from "@gridsmith/kit/testing/contract";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { hint } from "./hints.js";
import { sudoku } from "./index.js";
import type { SudokuAttempt } from "./play.js";
import type { Sudoku } from "./puzzle.js";

const play = sudoku.play!;
// 4x4: row 1 is "1 . | . 4", the rest empty.
const p: Sudoku = { size: 4, cells: [1, 0, 0, 4, ...new Array<number>(12).fill(0)] };
const solution = { cells: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1] };
const move = (a: SudokuAttempt, m: Move) => play.applyStep(p, a, m);
const put = (a: SudokuAttempt, cell: number, value: number | null) => move(a, { kind: "value", cell, value });
const mark = (a: SudokuAttempt, cell: number, digit: number) => move(a, { kind: "mark", cell, digit });

describe("sudoku play", () => {
  it("has the properties of a play model on every example", () => {
    checkPlayModel(sudoku);
  });

  it("enters digits and pencil marks, never over a given", () => {
    let a = play.newAttempt(p);
    expect(put(a, 0, 2)).toBe(a);
    a = mark(a, 1, 2);
    a = mark(a, 1, 3);
    expect(a.n[1]).toBe(0b110);
    a = put(a, 1, 2);
    expect([a.v[1], a.n[1]]).toEqual([2, 0]);
    a = put(a, 1, null);
    expect(a.v[1]).toBe(0);
    expect(mark(put(a, 2, 3), 2, 1).n[2]).toBe(0);
    // Clearing an empty cell takes its pencil marks away.
    expect(put(mark(a, 2, 1), 2, null).n[2]).toBe(0);
    const before = JSON.stringify(a);
    put(a, 5, 3);
    expect(JSON.stringify(a)).toBe(before);
    expect(move(a, { kind: "shade", cell: 5, shade: 1 })).toBe(a);
    expect(put(a, 5, 5)).toBe(a);
  });

  it("maps attempts to the package's solutions and back", () => {
    const a = put(play.newAttempt(p), 1, 2);
    expect((play.toSolution(p, a).cells ?? []).slice(0, 4)).toEqual([1, 2, 0, 4]);
    const solved = play.fromSolution(p, solution);
    expect(solved.v.slice(0, 4)).toEqual([0, 2, 3, 0]);
    expect(play.isComplete(p, solved)).toBe(true);
    expect(play.isComplete(p, a)).toBe(false);
    expect(play.progress(p, a)).toEqual({ filled: 1, total: 14 });
  });

  it("reads only attempts that fit the puzzle, as the site saved them", () => {
    const a = mark(put(play.newAttempt(p), 1, 2), 2, 4);
    expect(play.readAttempt(p, JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(play.readAttempt(p, { v: [1], n: [] })).toBeNull();
    expect(play.readAttempt(p, { v: new Array(16).fill(5), n: new Array(16).fill(0) })).toBeNull();
    expect(play.readAttempt(p, { v: new Array(16).fill(0), n: new Array(16).fill(16) })).toBeNull();
    expect(play.readAttempt(p, "junk")).toBeNull();
    expect(play.readAttempt(p, [a.v, a.n])).toBeNull();
    // A digit saved over a given gives way to it.
    expect(play.readAttempt(p, { v: [2, ...a.v.slice(1)], n: a.n })?.v[0]).toBe(0);
  });

  it("carries out placement, elimination and clearing steps", () => {
    const step = (kind: "place" | "eliminate" | "clear", col: number, digit: number) => ({
      technique: kind,
      message: "",
      cells: [{ row: 0, col }],
      deductions: [{ kind, row: 0, col, digit }],
    });
    const placed = play.applyStep(p, play.newAttempt(p), step("place", 1, 2));
    expect(placed.v[1]).toBe(2);
    expect(play.applyStep(p, play.newAttempt(p), step("eliminate", 2, 3)).n[2]).toBe(0b0010);
    const cleared = play.applyStep(p, placed, step("clear", 1, 2));
    expect(cleared.v[1]).toBe(0);
  });

  it("carries out the package's own hint for a wrong digit", () => {
    // r2c1 repeats the given 1 of its box.
    const wrong = put(play.newAttempt(p), 4, 1);
    const step = hint(p, play.toSolution(p, wrong));
    expect(step?.technique).toBe("fix-mistake");
    expect(play.applyStep(p, wrong, step!).v[4]).toBe(0);
  });

  it("brings a player who follows the hints on every example to the answer, each step once", () => {
    // seed-02 needs a pointing step: its elimination, carried out as pencil marks, is read back as candidates.
    for (const { text } of sudoku.examples) expectHintsLeadToAnswer(sudoku, parsePuzzle(sudoku, text));
  });

  it("names pencil marks that leave out a cell's digit, and clears them", () => {
    const puzzle: Sudoku = parsePuzzle(sudoku, sudoku.examples[0]!.text);
    const answer = sudoku.solve(puzzle).solutions[0]!.cells;
    const cell = puzzle.cells.indexOf(0);
    const other = answer[cell] === 1 ? 2 : 1;
    // Marked with another digit alone: the marks are taken out first, whatever else the logic finds.
    const fresh = play.newAttempt(puzzle);
    const wrong = play.applyStep(puzzle, fresh, { kind: "mark", cell, digit: other });
    const step = hint(puzzle, hintInput(play, puzzle, wrong))!;
    expect(step.technique).toBe("fix-mistake");
    expect(step.message).toBe(
      `the pencil marks of r1c${cell + 1} leave out ${answer[cell]}, its digit in the solution; clear them first`,
    );
    expect(play.applyStep(puzzle, wrong, step)).toEqual(fresh);
    expect(() => hint(p, { cells: solution.cells.map(() => 0), candidates: [16] })).toThrow(
      /attempt.candidates/,
    );
  });

  it("fills the candidates of every empty cell, keeping digits and givens", () => {
    const a = put(play.newAttempt(p), 1, 2);
    const filled = play.fillCandidates!(p, a);
    expect(filled.v).toBe(a.v);
    // r1c3 sees 1, 2 and 4 in its row; r2c1 sees 1 and 2 in its box.
    expect(filled.n[2]).toBe(0b0100);
    expect(filled.n[4]).toBe(0b1100);
    expect(filled.n[0]).toBe(0);
    expect(filled.n[1]).toBe(0);
    expect(play.fillCandidates!(p, filled)).toBe(filled);
  });

  it("names the digits entered that differ from the solution", () => {
    let a = put(play.newAttempt(p), 1, 2);
    expect(play.mistakes(p, a, solution)).toEqual([]);
    a = put(a, 4, 4);
    expect(play.mistakes(p, a, solution)).toEqual([
      { code: "differs-from-solution", message: "r2c1 is not 4", cells: [{ row: 1, col: 0 }] },
    ]);
  });

  it("describes the board: givens as symbols, boxes as regions, digits 1 to the size", () => {
    const board = play.board(p);
    expect(board.cells.slice(0, 4)).toEqual([{ text: "1" }, null, null, { text: "4" }]);
    expect(board.regions).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
    expect(board.input.cells).toEqual({ kind: "digit", min: 1, max: 4, marks: true });
    const six = play.board({ size: 6, cells: new Array<number>(36).fill(0) });
    expect(six.regions?.slice(0, 12)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    const sixteen = play.board({ size: 16, cells: [16, ...new Array<number>(255).fill(0)] });
    expect(sixteen.cells[0]).toEqual({ text: "G" });
    const view = play.view(p, mark(put(play.newAttempt(p), 1, 2), 2, 3));
    expect(view.values?.slice(0, 4)).toEqual([null, 2, null, null]);
    expect(view.marks?.slice(0, 4)).toEqual([[], [], [3], []]);
  });
});

import { stepOf } from "@gridsmith/kit/testing";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { nurikabe } from "./index.js";
import { play } from "./play.js";

// 3x3: a 2 in the top left, a ? in the bottom right.
const puzzle = { width: 3, height: 3, clues: [2, -1, -1, -1, -1, -1, -1, -1, 0] };
// A wall around: the 2 takes r1c2, the ? is alone.
const answer = [0, 0, 1, 1, 1, 1, 1, 1, 0];

describe("nurikabe play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(nurikabe, { numRuns: 30 });
  });

  it("is complete once every cell without a number is decided", () => {
    expect(play.isComplete(puzzle, play.newAttempt(puzzle))).toBe(false);
    const solved = play.fromSolution(puzzle, answer);
    expect(solved).toEqual([0, -1, 1, 1, 1, 1, 1, 1, 0]);
    expect(play.isComplete(puzzle, solved)).toBe(true);
    expect(play.progress(puzzle, solved)).toEqual({ filled: 7, total: 7 });
  });

  it("names each wall the answer leaves island and each dot it makes wall, and nothing undecided", () => {
    const attempt = [0, 1, -1, 1, 0, 0, 0, 0, 0];
    expect(play.mistakes(puzzle, attempt, answer)).toEqual([
      { code: "differs-from-solution", message: "r1c2 is island, not wall", cells: [{ row: 0, col: 1 }] },
      { code: "differs-from-solution", message: "r1c3 is wall, not island", cells: [{ row: 0, col: 2 }] },
    ]);
    expect(play.mistakes(puzzle, play.fromSolution(puzzle, answer), answer)).toEqual([]);
  });

  it("reads only this puzzle's attempts, numbered cells cleared", () => {
    expect(play.readAttempt(puzzle, [1, ...new Array(8).fill(0)])).toEqual(play.newAttempt(puzzle));
    expect(play.readAttempt(puzzle, [2])).toBeNull();
    expect(play.readAttempt(puzzle, [2, ...new Array(8).fill(0)])).toBeNull();
    expect(play.readAttempt(puzzle, "000000000")).toBeNull();
  });

  it("carries out a hint's cells and shade moves, never on a number, never changing its input", () => {
    const fresh = play.newAttempt(puzzle);
    const step = stepOf([
      { cell: 2, wall: true },
      { cell: 1, wall: false },
      { cell: 3, wall: true },
      { cell: 0, wall: true },
      { cell: 99, wall: true },
    ]);
    expect(play.applyStep(puzzle, fresh, step).slice(0, 4)).toEqual([0, -1, 1, 1]);
    expect(fresh).toEqual(new Array(9).fill(0));
    expect(play.applyStep(puzzle, fresh, { kind: "shade", cell: 4, shade: 1 })[4]).toBe(1);
    expect(play.applyStep(puzzle, fresh, { kind: "shade", cell: 4, shade: -1 })[4]).toBe(-1);
    // A number, a colour this board does not have, another kind of move: nothing changes.
    expect(play.applyStep(puzzle, fresh, { kind: "shade", cell: 0, shade: 1 })).toBe(fresh);
    expect(play.applyStep(puzzle, fresh, { kind: "shade", cell: 4, shade: 2 })).toBe(fresh);
    expect(play.applyStep(puzzle, fresh, { kind: "value", cell: 4, value: 1 })).toBe(fresh);
  });

  it("describes the board: numbers (and ?) as text, shaded cells", () => {
    const board = play.board(puzzle);
    expect(board.cells[0]).toEqual({ text: "2" });
    expect(board.cells[8]).toEqual({ text: "?" });
    expect(board.cells[1]).toBeNull();
    expect(board.input).toEqual({ cells: { kind: "shade" } });
    expect(play.view(puzzle, [0, 1, -1, 0, 0, 0, 0, 0, 0]).shades).toEqual([0, 1, -1, 0, 0, 0, 0, 0, 0]);
  });
});

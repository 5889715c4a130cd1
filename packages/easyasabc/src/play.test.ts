import { playFixture } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { easyasabc, parsePuzzlink } from "./index.js";

describe("easyasabc play", () => {
  it("types letters and empties in the grid only, and shows the clues in a frame", () => {
    const { play, puzzle, fresh } = playFixture(easyasabc);
    // The framed board is 6 wide: grid cell r1c1 is board cell 7, the B left of row 1 is board cell 6.
    const typed = play.applyStep(puzzle, fresh, { kind: "value", cell: 7, value: 2 });
    expect(play.toSolution(puzzle, typed)).toEqual([2, ...new Array(15).fill(0)]);
    expect(play.applyStep(puzzle, fresh, { kind: "value", cell: 6, value: 2 })).toEqual(fresh);
    // One past the last letter (C) marks a cell empty: the answer's 0, a cell decided.
    const empty = play.applyStep(puzzle, fresh, { kind: "value", cell: 7, value: 4 });
    expect(play.toSolution(puzzle, empty)).toEqual(new Array(16).fill(0));
    expect(play.progress(puzzle, empty)).toEqual({ filled: 1, total: 16 });
    const solution = easyasabc.solve(puzzle).solutions[0]!;
    expect(play.isComplete(puzzle, play.fromSolution(puzzle, solution))).toBe(true);
    const board = play.board(puzzle);
    expect([board.rows, board.cols]).toEqual([6, 6]);
    expect(board.cells[6]).toEqual({ text: "B" });
    expect(board.cells[0]).toEqual({ block: true });
    expect(board.cells[7]).toBeNull();
    expect(board.input).toEqual({
      cells: { kind: "digit", min: 1, max: 4, marks: true, symbols: ["A", "B", "C", "x"] },
    });
  });

  it("shows given letters as clues that cannot be typed over", () => {
    const play = easyasabc.play!;
    const puzzle = parsePuzzlink("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g");
    // Grid cell r2c3 (given B) is board cell 2 * 5 + 3.
    expect(play.board(puzzle).cells[13]).toEqual({ text: "B" });
    const fresh = play.newAttempt(puzzle);
    expect(play.applyStep(puzzle, fresh, { kind: "value", cell: 13, value: 1 })).toEqual(fresh);
    expect(play.progress(puzzle, fresh).total).toBe(7);
  });
});

import { playFixture } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { kropki } from "./index.js";

describe("kropki play", () => {
  it("types digits and draws the dots between the cells", () => {
    const { play, puzzle, fresh } = playFixture(kropki);
    const typed = play.applyStep(puzzle, fresh, { kind: "value", cell: 0, value: 4 });
    expect(play.toSolution(puzzle, typed)).toEqual([4, ...new Array(15).fill(0)]);
    const board = play.board(puzzle);
    expect([board.rows, board.cols]).toEqual([4, 4]);
    // The white dot between r1c1 and r1c2 sits on the edge between them: half-cell row 1, column 2; the
    // black one below r1c1 between rows 1 and 2: half-cell row 2, column 1.
    expect(board.dots).toContainEqual({ row: 1, col: 2, colour: "white" });
    expect(board.dots).toContainEqual({ row: 2, col: 1, colour: "black" });
    expect(board.dots).toHaveLength(puzzle.dots.filter((d) => d > 0).length);
  });
});

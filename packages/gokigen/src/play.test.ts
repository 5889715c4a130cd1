import { playFixture } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { gokigen } from "./index.js";

describe("gokigen play", () => {
  it("draws / and \\ in cells, finishes only when every cell has one, and names a wrong one", () => {
    const { play, puzzle, fresh } = playFixture(gokigen);
    const solution = gokigen.solve(puzzle).solutions[0]!;
    const slash = play.applyStep(puzzle, fresh, { kind: "shade", cell: 0, shade: 1 });
    expect(play.toSolution(puzzle, slash)[0]).toBe(1);
    expect(play.progress(puzzle, slash)).toEqual({ filled: 1, total: 16 });
    const full = play.fromSolution(puzzle, solution);
    expect(play.isComplete(puzzle, full)).toBe(true);
    // A cell left empty leaves the board unfinished, though the rest would read it as a \.
    const gap = full.map((v, i) => (i === solution.indexOf(0) ? 0 : v));
    expect(play.isComplete(puzzle, gap)).toBe(false);
    const wrong = play.applyStep(puzzle, fresh, {
      kind: "shade",
      cell: 0,
      shade: solution[0] === 1 ? -1 : 1,
    });
    expect(play.mistakes(puzzle, wrong, solution)[0]!.message).toMatch(/^r1c1 holds [/\\], not [/\\]$/);
    const board = play.board(puzzle);
    expect(board.input).toEqual({ cells: { kind: "shade", mark: "diagonal" } });
    expect(board.points?.[3]).toBe("0");
  });
});

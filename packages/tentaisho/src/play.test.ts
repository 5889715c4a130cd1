import { borderEdges } from "@gridsmith/kit";
import { playFixture } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { hints } from "./hints.js";
import { tentaisho } from "./index.js";

describe("tentaisho play", () => {
  it("draws borders on inner edges only, carries out a hint, and shows the dots at their places", () => {
    const { play, puzzle, fresh } = playFixture(tentaisho);
    const inner = borderEdges.vertical(puzzle.height, puzzle.width, 0, 1);
    const outline = borderEdges.horizontal(puzzle.width, 0, 0);
    const drawn = play.applyStep(puzzle, fresh, { kind: "edge", edge: inner, state: 1 });
    expect(drawn[inner]).toBe(1);
    expect(play.applyStep(puzzle, fresh, { kind: "edge", edge: outline, state: 1 })).toEqual(fresh);
    const step = hints.hint(puzzle)!;
    const after = play.applyStep(puzzle, fresh, step);
    expect(after[step.deductions[0]!.edge]).toBe(step.deductions[0]!.border ? 1 : -1);
    const solution = tentaisho.solve(puzzle).solutions[0]!;
    expect(play.isComplete(puzzle, play.fromSolution(puzzle, solution))).toBe(true);
    const board = play.board(puzzle);
    expect(board.input).toEqual({ cells: { kind: "none" }, edges: "border" });
    expect(board.dots).toHaveLength(puzzle.stars.filter((s) => s > 0).length);
    for (const d of board.dots!) expect(d.row >= 1 && d.row < 2 * puzzle.height).toBe(true);
  });
});

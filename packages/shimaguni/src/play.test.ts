import { describe, expect, it } from "vitest";
import { parsePuzzlink, shimaguni } from "./index.js";

describe("shimaguni play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = shimaguni.play!;
    const puzzle = parsePuzzlink(shimaguni.examples[0]!.text);
    const solution = shimaguni.solve(puzzle).solutions[0]!;
    const fresh = play.newAttempt(puzzle);
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, fresh, { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "3" });
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

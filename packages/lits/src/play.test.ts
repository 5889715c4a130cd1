import { describe, expect, it } from "vitest";
import { lits, parsePuzzlink } from "./index.js";

describe("lits play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = lits.play!;
    const puzzle = parsePuzzlink(lits.examples[1]!.text);
    const solution = lits.solve(puzzle).solutions[0]!;
    const fresh = play.newAttempt(puzzle);
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, fresh, { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

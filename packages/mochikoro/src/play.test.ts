import { describe, expect, it } from "vitest";
import { mochikoro, parsePuzzlink } from "./index.js";

describe("mochikoro play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = mochikoro.play!;
    const puzzle = parsePuzzlink(mochikoro.examples[0]!.text);
    const solution = mochikoro.solve(puzzle).solutions[0]!;
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "4" });
  });
});

import { describe, expect, it } from "vitest";
import { parsePuzzlink, tapa } from "./index.js";

describe("tapa play", () => {
  it("shades and dots cells, shows every number of a clue, and is complete when the shaded cells are right", () => {
    const play = tapa.play!;
    const puzzle = parsePuzzlink(tapa.examples[0]!.text);
    const solution = tapa.solve(puzzle).solutions[0]!;
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    const cells = play.board(puzzle).cells;
    expect(cells[0]).toEqual({ text: "3" });
    expect(cells[12]).toEqual({ text: "3 1 1" });
  });
});

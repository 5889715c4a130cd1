import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { hints } from "./hints.js";
import { parsePuzzlink, tapa } from "./index.js";

describe("tapa play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(tapa);
  });

  it("shades and dots cells, carries out a hint, shows every number of a clue, and is complete when shaded right", () => {
    const play = tapa.play!;
    const puzzle = parsePuzzlink(tapa.examples[0]!.text);
    const solution = tapa.solve(puzzle).solutions[0]!;
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    const after = play.applyStep(puzzle, shaded, hints.hint(puzzle, shaded)!);
    expect(play.progress(puzzle, after).filled).toBe(2);
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    const cells = play.board(puzzle).cells;
    expect(cells[0]).toEqual({ text: "3" });
    expect(cells[12]).toEqual({ text: "3 1 1" });
  });
});

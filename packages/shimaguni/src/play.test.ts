import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { hints } from "./hints.js";
import { parsePuzzlink, shimaguni } from "./index.js";

describe("shimaguni play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(shimaguni);
  });

  it("shades and dots cells, carries out a hint, and is complete when shaded right", () => {
    const play = shimaguni.play!;
    const puzzle = parsePuzzlink(shimaguni.examples[0]!.text);
    const solution = shimaguni.solve(puzzle).solutions[0]!;
    const fresh = play.newAttempt(puzzle);
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, fresh, { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    const step = hints.hint(puzzle, shaded)!;
    const after = play.applyStep(puzzle, shaded, step);
    expect(play.progress(puzzle, after).filled).toBe(2);
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "3" });
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

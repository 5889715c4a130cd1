import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { hints } from "./hints.js";
import { lits, parsePuzzlink } from "./index.js";

describe("lits play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(lits);
  });

  it("shades and dots cells, carries out a hint, and is complete when shaded right", () => {
    const play = lits.play!;
    const puzzle = parsePuzzlink(lits.examples[1]!.text);
    const solution = lits.solve(puzzle).solutions[0]!;
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
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { explain, grade, hint, TECHNIQUES } from "./hints.js";
import { nurikabe } from "./index.js";
import { solve } from "./solve.js";

const p = textFormat.parse(".5...\n..2..\n.....\n..1..\n...3.\n");

describe("hints", () => {
  it("gives a first step with a reason, and one that agrees with the solution", () => {
    const step = hint(p)!;
    expect(step).not.toBeNull();
    expect(step.message).toMatch(/^r\dc\d is (a wall|island): /);
    const answer = solve(p).solutions[0]!;
    const d = step.deductions[0]!;
    expect(answer[d.cell]).toBe(d.wall ? 1 : 0);
  });

  it("skips what the attempt already holds, and gives nothing for a contradiction", () => {
    const answer = solve(p).solutions[0]!;
    const first = hint(p)!.deductions[0]!;
    const attempt = new Array<number>(25).fill(0);
    attempt[first.cell] = first.wall ? 1 : -1;
    expect(hint(p, attempt)!.deductions[0]!.cell).not.toBe(first.cell);
    // The 5 shaded: the clues and the attempt cannot both hold; the one solution says what to do.
    expect(answer[1]).toBe(0);
    expect(hint(p, [0, 1])).toMatchObject({
      technique: "fix-mistake",
      message: "r1c2 is a mistake: in the puzzle's one solution it is island",
      deductions: [{ cell: 1, wall: false }],
    });
    // A puzzle with no solution (an island of 2 in a 1x2 grid touching a 1) gives nothing to build on.
    expect(hint(textFormat.parse("21\n"), [0, 0])).toBeNull();
  });

  it("names a wrong cell that breaks no rule yet, rather than give nothing (the stress2 sweep's case)", () => {
    const answer = solve(p).solutions[0]!;
    const cell = answer.findIndex((v, i) => v === 1 && p.clues[i]! < 0);
    const attempt = new Array<number>(25).fill(0);
    attempt[cell] = -1; // a wall of the one solution marked as island
    const step = hint(p, attempt)!;
    expect(step).toMatchObject({ technique: "fix-mistake", deductions: [{ cell, wall: true }] });
    expect(step.message).toMatch(/^r\dc\d is a mistake: in the puzzle's one solution it is a wall$/);
  });

  it("names a wrong cell, corrected by Apply, on every example with one solution (kit's play contract)", () => {
    let tried = 0;
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      if (solve(puzzle, { limit: 2 }).status === "unique")
        tried += expectHintsOnWrongEntries(nurikabe, puzzle);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("explains every open cell of the examples, in steps that agree with the solution", () => {
    const steps = explain(p);
    const answer = solve(p).solutions[0]!;
    const decided = new Set(steps.map((s) => s.deductions[0]!.cell));
    expect(decided.size).toBe(p.clues.filter((c) => c < 0).length);
    for (const s of steps) expect(answer[s.deductions[0]!.cell]).toBe(s.deductions[0]!.wall ? 1 : 0);
    for (const s of steps) expect(TECHNIQUES[s.technique]).toBeDefined();
  });

  it("grades by the hardest technique", () => {
    const g = grade(p);
    expect(g.level).not.toBe("beyond");
    expect(g.hardest).toBeDefined();
    expect(g.score).toBeGreaterThan(0);
  });
});

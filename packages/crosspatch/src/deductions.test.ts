import { describe, expect, it } from "vitest";
import { checkAttempt } from "./check.js";
import { examples } from "./examples.js";
import { readKkck } from "./formats/kkck.js";
import { explainPuzzle, gradePuzzle, hintFor } from "./hints.js";
import { randomPuzzle } from "./random-puzzles.test-helpers.js";
import { checkStructure } from "./rules.js";
import { solveCrosspatch } from "./solve.js";

const seed01 = readKkck(examples[0]!.text).puzzle;

describe("hints, explanations, grades, checks", () => {
  it("hints the next forced placement with its reason", () => {
    const step = hintFor(seed01)!;
    expect(step.message).toBe("H6(3,0) must be SOLVER: it is the only word of length 6");
    expect(step.deductions).toEqual([{ slot: 1, name: "H6(3,0)", word: "SOLVER" }]);
    const next = hintFor(seed01, { rows: ["", "", "", "SOLVER"] })!;
    expect(next.message).toBe("V5(0,2) must be IDYLL: it is the only word of length 5 with L in position 4");
  });

  it("points at a mistake before anything else", () => {
    const step = hintFor(seed01, { rows: ["KROSS"] })!;
    expect(step.technique).toBe("mistake");
    expect(step.cells.length).toBeGreaterThan(0);
  });

  it("explains a unique puzzle all the way to its solution", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const p = randomPuzzle(seed);
      if (checkStructure(p.grid, p.words).problem) continue;
      const r = solveCrosspatch(p);
      if (r.status !== "unique") continue;
      const steps = explainPuzzle(p);
      const placed = new Map(steps.flatMap((s) => s.deductions.map((d) => [d.slot, d.word] as const)));
      for (const pl of r.solutions[0]!.placements) {
        if (placed.has(pl.slot)) expect(placed.get(pl.slot)).toBe(pl.word);
      }
      expect(steps.length).toBeLessThanOrEqual(r.solutions[0]!.placements.length);
    }
  });

  it("grades by the hardest technique", () => {
    expect(gradePuzzle(seed01)).toMatchObject({ level: "easy", hardest: "only-word" });
    expect(gradePuzzle(readKkck("## ##\n\nab cd\n").puzzle).level).toBe("invalid");
  });

  it("checks an attempt: wrong words, overused words, wrong letters", () => {
    expect(checkAttempt(seed01, { rows: ["KRISS", "R D", "O Y", "SOLVER", "S L"] })).toEqual([]);
    const codes = (rows: string[]) => checkAttempt(seed01, { rows }).map((p) => p.code);
    expect(codes(["KRASS"])).toContain("not-in-list");
    expect(codes(["KROSS", "R", "O", "S", "S"])).toContain("overused");
    expect(codes(["", "", "", "SOLVEX"])).toContain("not-in-list");
    expect(codes(["", "", "", "X"])).toEqual(["no-word-fits", "no-word-fits"]);
    expect(codes(["I"])).toEqual(["wrong-letter"]);
    expect(codes(["", "", "", "", "", "Z"])).toEqual(["no-cell"]);
  });
});

// The one-step check (one-step.ts): with it, a sole reduced answer gives the whole model's verdict.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { leanReducedModel } from "./lean.js";
import { buildModel } from "./model.js";
import { reroutedElsewhere } from "./one-step.js";
import { lineCount } from "./puzzle.js";
import { randomPuzzles } from "./puzzles.test-helpers.js";

const puzzles = randomPuzzles({ width: [2, 5], height: [2, 5], cells: [2, 8] });

describe("numlin's one-step check", () => {
  it("turns a sole reduced answer into the whole model's verdict, and decides draws the reduced search cannot", () => {
    let decided = 0;
    fc.assert(
      fc.property(puzzles, (p) => {
        const count = buildModel(p).solve({ limit: 2, learning: true }).count;
        const found = leanReducedModel(p).solve({ limit: 2, learning: true });
        let verdict =
          found.solutions.length === 0 ? "none" : found.solutions.length === 2 ? "multiple" : "unique";
        if (verdict === "unique") {
          const other = reroutedElsewhere(p, found.solutions[0]!);
          if (other !== null) {
            // A second answer, checked by the rules alone, and not the first.
            const lines = other.slice(0, lineCount(p));
            expect(check(p, lines)).toEqual([]);
            expect(lines).not.toEqual(found.solutions[0]!.slice(0, lineCount(p)));
            verdict = "multiple";
            decided++;
          }
        }
        expect(verdict).toBe(count === 0 ? "none" : count === 1 ? "unique" : "multiple");
      }),
      { numRuns: 300, seed: 47 },
    );
    // Only that the check decided some draws: without it those would have read unique.
    expect(decided).toBeGreaterThan(5);
  });

  it("finds the way round through empty cells beside two cells of one path", () => {
    // 1 . 1 on top, nothing below: the reduced answer is the straight line; the row below is empty and beside
    // both ends, so the path may bend down through it: two answers.
    const p = { width: 3, height: 2, numbers: [1, -1, 1, -1, -1, -1] };
    const found = leanReducedModel(p).solve({ limit: 2 });
    expect(found.solutions).toHaveLength(1);
    const other = reroutedElsewhere(p, found.solutions[0]!);
    expect(other).not.toBeNull();
    expect(check(p, other!.slice(0, lineCount(p)))).toEqual([]);
  });
});

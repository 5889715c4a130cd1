// The solver's two searches for limits 1 and 2 (the reduced answers first, then a longer or turned one): the
// NoShortcut reasons checked by brute force through the engine, and the verdicts against the whole model's
// exact count on random grids bigger than the brute-force test's.
import { Model } from "@gridsmith/constraint";
import { type Decision, explanationTally } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { buildModel, lineCount, numlin, parsePuzzlink } from "./index.js";
import { NoShortcut } from "./no-shortcut.js";
import { randomPuzzles } from "./puzzles.test-helpers.js";

/** Grids of 2 to 5 cells each way with one to three pairs, at cells drawn at random. */
const puzzles = randomPuzzles({ width: [2, 5], height: [2, 4], cells: [2, 6] });

describe("numlin's reduced search", () => {
  it("gives NoShortcut reasons that hold (brute force through the engine)", () => {
    const tally = explanationTally();
    const decisions = fc.array(fc.tuple(fc.nat(20), fc.nat(4), fc.boolean()), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(decisions, (d) => {
        // A row of three cells and its two lines, labels 0 and 1 for two pairs and 2 for none.
        const m = new Model();
        const lines = m.intVars(2, 0, 1);
        const labels = m.intVars(3, 0, 2);
        const meanings = new Map<number, (value: (x: number) => number) => boolean>();
        lines.forEach((line, l) => {
          const [a, b] = [labels[l]!, labels[l + 1]!];
          const p = m.post(new NoShortcut(line, a, b, 2));
          meanings.set(p, (v) => v(line) === 1 || v(a) !== v(b) || v(a) === 2);
        });
        tally.check(m, meanings, d as Decision[]);
      }),
      // A fixed seed: fresh draws checked 80 to 131 inferences (seeds 1-43), too close to the bound of 50 below
      // for a count that the draws decide.
      { numRuns: 300, seed: 1 },
    );
    // Only that the test checked something (a conflict is a label emptied, the engine's to explain).
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(50);
  });

  it("says what the whole model's exact count says, for limits 1 and 2, each answer right", () => {
    let verdicts = new Map<string, number>();
    fc.assert(
      fc.property(puzzles, (puzzle) => {
        const count = buildModel(puzzle).solve({ limit: Number.POSITIVE_INFINITY, learning: true }).count;
        const expected = count === 0 ? "none" : count === 1 ? "unique" : "multiple";
        for (const learning of [true, false]) {
          const two = numlin.solve(puzzle, { limit: 2, learning });
          expect(two.status).toBe(expected);
          expect(two.solutionCount).toBe(Math.min(count, 2));
          const one = numlin.solve(puzzle, { limit: 1, learning });
          expect(one.status).toBe(count === 0 ? "none" : "solved");
          for (const s of [...two.solutions, ...one.solutions]) expect(check(puzzle, s)).toEqual([]);
        }
        verdicts.set(expected, (verdicts.get(expected) ?? 0) + 1);
      }),
      { numRuns: 100 },
    );
    verdicts = new Map([...verdicts].sort());
    // Only that each verdict came up.
    expect([...verdicts.keys()]).toEqual(["multiple", "none", "unique"]);
  });

  it("finds the second answer where it is only longer, turned or bent elsewhere", () => {
    // 1 . 1 in a row over an empty row: the straight path, the detour below it, and no other.
    const detour = { width: 3, height: 2, numbers: [1, -1, 1, -1, -1, -1] };
    expect(numlin.solve(detour).status).toBe("multiple");
    // 1 in a corner of a 2x2, its pair diagonally across: a turn at either empty cell.
    const turn = { width: 2, height: 2, numbers: [1, -1, -1, 1] };
    const result = numlin.solve(turn);
    expect(result.status).toBe("multiple");
    expect(result.solutions.map((s) => check(turn, s))).toEqual([[], []]);
    // 1 . . 1 in a row over an empty row: the U below it (and the longer ways round).
    const bend = { width: 4, height: 2, numbers: [1, -1, -1, 1, -1, -1, -1, -1] };
    expect(numlin.solve(bend).solutions.map((s) => check(bend, s))).toEqual([[], []]);
    const unique = parsePuzzlink("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3");
    expect(numlin.solve(unique).solutions[0]).toHaveLength(lineCount(unique));
    expect(numlin.solve(unique).status).toBe("unique");
  });
});

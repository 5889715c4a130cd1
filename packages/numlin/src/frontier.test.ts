// The frontier sweep's count against the whole model's exact count on random small grids, each answer checked
// by the independent judge.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { frontierCount } from "./frontier.js";
import { buildModel, type Puzzle, parsePuzzlink, solutionProblems } from "./index.js";

/** Grids of 1 to 5 cells each way with up to four numbers, some given once, at cells drawn at random. */
const puzzles: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 5 }), height: fc.integer({ min: 1, max: 5 }) })
  .chain(({ width, height }) =>
    fc
      .uniqueArray(fc.nat(width * height - 1), { minLength: 0, maxLength: Math.min(8, width * height) })
      .map((cells) => {
        const numbers = new Array<number>(width * height).fill(-1);
        cells.forEach((i, k) => {
          numbers[i] = Math.floor(k / 2) + 1;
        });
        return { width, height, numbers };
      }),
  );

describe("numlin's frontier sweep", () => {
  it("counts what the whole model counts, to two, each answer right and the two different", () => {
    const counts = new Map<number, number>();
    fc.assert(
      fc.property(puzzles, (puzzle) => {
        const count = buildModel(puzzle).solve({ limit: Number.POSITIVE_INFINITY, learning: true }).count;
        const swept = frontierCount(puzzle);
        expect(swept.complete).toBe(true);
        expect(swept.solutions).toHaveLength(Math.min(count, 2));
        for (const s of swept.solutions) {
          expect(solutionProblems(puzzle, s)).toEqual([]);
          expect(check(puzzle, s)).toEqual([]);
        }
        if (swept.solutions.length === 2) expect(swept.solutions[0]).not.toEqual(swept.solutions[1]);
        const verdict = Math.min(count, 2);
        counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
      }),
      { numRuns: 200 },
    );
    // Only that each verdict came up.
    expect([...counts.keys()].sort()).toEqual([0, 1, 2]);
  });

  it("gives up past its budget of states", () => {
    const puzzle = parsePuzzlink("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3");
    const all = frontierCount(puzzle);
    expect(all.solutions).toHaveLength(1);
    expect(all.rows).toHaveLength(5);
    expect(frontierCount(puzzle, { states: all.states - 1 }).complete).toBe(false);
    expect(frontierCount(puzzle, { states: all.states }).solutions).toHaveLength(1);
    expect(frontierCount(puzzle, { layer: all.peak - 1 }).complete).toBe(false);
    expect(frontierCount(puzzle, { layer: all.peak }).complete).toBe(true);
  });
});

// The frontier sweep's count against the whole model's exact count on random small grids, each answer checked
// by the independent judge.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { frontierCount } from "./frontier.js";
import { buildModel, type Puzzle, parsePuzzlink, solutionProblems } from "./index.js";
import { labelVar } from "./model.js";
import { reroutedElsewhere } from "./one-step.js";
import { lineCount } from "./puzzle.js";
import { SWEEP_FROM_SIDE, solve } from "./solve.js";

/**
 * Grids of `minSide` to `maxSide` cells each way with `minCells` to `maxCells` numbered cells drawn at random,
 * numbered in pairs (1, 1, 2, 2, ...: an odd count leaves the last number given once).
 */
function pairedGrids(
  minSide: number,
  maxSide: number,
  minCells: number,
  maxCells: number,
): fc.Arbitrary<Puzzle> {
  return fc
    .record({
      width: fc.integer({ min: minSide, max: maxSide }),
      height: fc.integer({ min: minSide, max: maxSide }),
    })
    .chain(({ width, height }) =>
      fc
        .uniqueArray(fc.nat(width * height - 1), {
          minLength: minCells,
          maxLength: Math.min(maxCells, width * height),
        })
        .map((cells) => {
          const numbers = new Array<number>(width * height).fill(-1);
          cells.forEach((i, k) => {
            numbers[i] = Math.floor(k / 2) + 1;
          });
          return { width, height, numbers };
        }),
    );
}

/** Grids of 1 to 5 cells each way with up to four numbers, some given once, at cells drawn at random. */
const puzzles = pairedGrids(1, 5, 0, 8);

describe("numlin's frontier sweep", () => {
  it("counts what the whole model counts, to two, each answer right and the two different", () => {
    const counts = new Map<number, number>();
    fc.assert(
      fc.property(puzzles, (puzzle) => {
        const count = buildModel(puzzle).solve({ limit: Number.POSITIVE_INFINITY, learning: true }).count;
        for (const planar of [false, true]) {
          const swept = frontierCount(puzzle, { planar });
          expect(swept.complete).toBe(true);
          expect(swept.solutions).toHaveLength(Math.min(count, 2));
          for (const s of swept.solutions) {
            expect(solutionProblems(puzzle, s)).toEqual([]);
            expect(check(puzzle, s)).toEqual([]);
          }
          if (swept.solutions.length === 2) expect(swept.solutions[0]).not.toEqual(swept.solutions[1]);
        }
        const verdict = Math.min(count, 2);
        counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
      }),
      { numRuns: 200 },
    );
    // Only that each verdict came up.
    expect([...counts.keys()].sort()).toEqual([0, 1, 2]);
  });

  it("counts the answers with no short cut it sees: none only with no answer, one the only answer when none longer holds its paths", () => {
    const verdicts = new Set<string>();
    fc.assert(
      fc.property(puzzles, (puzzle) => {
        const count = Math.min(2, buildModel(puzzle).solve({ limit: 2, learning: true }).count);
        const swept = frontierCount(puzzle, { shortcuts: true });
        // The planar check drops only states no answer passes through: the same ways reach the end.
        expect(frontierCount(puzzle, { shortcuts: true, planar: true }).solutions).toEqual(swept.solutions);
        expect(swept.complete).toBe(true);
        for (const s of swept.solutions) {
          expect(solutionProblems(puzzle, s)).toEqual([]);
          expect(check(puzzle, s)).toEqual([]);
        }
        const found = swept.solutions.length;
        expect(found === 0).toBe(count === 0);
        if (found === 2) expect(count).toBe(2);
        if (found === 1) {
          // The model's values of the one answer: its lines, links and labels, which the one-step check reads.
          const only = buildModel(puzzle);
          swept.solutions[0]!.forEach((v, l) => {
            only.linear([1], [l], "=", v);
          });
          const values = only.solve({ limit: 1, learning: true }).solutions[0]!;
          expect(values[labelVar(puzzle, 0)]).toBeDefined();
          const other = reroutedElsewhere(puzzle, values);
          expect(count).toBe(other === null ? 1 : 2);
          if (other !== null) expect(check(puzzle, other.slice(0, lineCount(puzzle)))).toEqual([]);
        }
        verdicts.add(`${found}:${count}`);
      }),
      { numRuns: 200 },
    );
    // Only that each verdict came up, and an answer that shortens to the one found.
    expect([...verdicts].sort()).toEqual(["0:0", "1:1", "1:2", "2:2"]);
  });

  it("drops, with `planar`, only states no answer passes through, and some states on larger grids", () => {
    // Grids up to 8x8 with up to ten pairs, where paths of pairs both swept meet more often.
    const larger = pairedGrids(2, 8, 2, 20);
    let dropped = 0;
    fc.assert(
      fc.property(larger, fc.boolean(), (puzzle, shortcuts) => {
        const all = frontierCount(puzzle, { shortcuts });
        const planar = frontierCount(puzzle, { shortcuts, planar: true });
        expect(planar.solutions).toEqual(all.solutions);
        expect(planar.states).toBeLessThanOrEqual(all.states);
        if (planar.states < all.states) dropped++;
      }),
      { numRuns: 300 },
    );
    expect(dropped).toBeGreaterThan(0);
  });

  it("keeps with `planar` two paths that meet in the order a b a b when a piece of line can take one over the other", () => {
    // Found by random draws: without the pieces' exception the planar check drops a state an answer passes.
    const numbers = [
      -1, -1, 4, -1, -1, -1, -1, -1, -1, 3, -1, -1, 1, -1, -1, -1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
      -1, -1, -1, -1, -1, 2, -1, 4, -1, -1, 3, -1, -1, -1, -1, -1, -1, 2, -1, -1, -1, -1,
    ];
    const puzzle: Puzzle = { width: 7, height: 7, numbers };
    for (const shortcuts of [false, true])
      expect(frontierCount(puzzle, { shortcuts, planar: true }).solutions).toEqual(
        frontierCount(puzzle, { shortcuts }).solutions,
      );
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

describe("solve on a grid it sweeps first", () => {
  const side = SWEEP_FROM_SIDE;
  /**
   * Every cell a number, each row's cells paired side by side (one answer: every pair joined), but the cells
   * in `free`, whose numbers are dropped.
   */
  const paired = (free: number[] = []): Puzzle => ({
    width: side,
    height: side,
    numbers: Array.from({ length: side * side }, (_, i) => (free.includes(i) ? -1 : Math.floor(i / 2))),
  });

  it("proves the one answer, finds two, or none, as the engine's search does", () => {
    const unique = solve(paired());
    expect(unique.status).toBe("unique");
    expect(check(paired(), unique.solutions[0]!)).toEqual([]);
    // The last row's first four cells joined as one pair by the row above's, freed: straight on or round.
    const last = (side - 1) * side;
    const two = paired([last - side, last - side + 1, last - side + 2, last - side + 3, last + 1, last + 2]);
    two.numbers[last + 3] = two.numbers[last]!;
    const many = solve(two);
    expect(many.status).toBe("multiple");
    expect(many.solutions[0]).not.toEqual(many.solutions[1]);
    expect(solve(two, { limit: 1 }).solutions).toHaveLength(1);
    // A number given once: no answer.
    expect(solve(paired([0])).status).toBe("none");
  });
});

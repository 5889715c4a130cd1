// The reduced search's brancher: on random grids and random assignments, the cell it picks against a reading
// of its rule from scratch; and the public 10x10 it proves in far fewer nodes than the fewest pairs left did.
import type { Model } from "@gridsmith/constraint";
import { randomDecisions } from "@gridsmith/constraint/testing";
import { gridNeighbours } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numlin, type Puzzle, parsePuzzlink } from "./index.js";
import { labelVar } from "./model.js";
import { pathTipBrancher } from "./path-tips.js";
import { numberCells } from "./puzzle.js";
import { randomPuzzles } from "./puzzles.test-helpers.js";
import { reducedModel } from "./reduced.js";

/** Grids of 3 to 5 cells each way with two or three pairs, at cells drawn at random. */
const puzzles = randomPuzzles({ width: [3, 5], height: [3, 5], cells: [4, 6] });

/** The cells next to cell i. */
const around = (p: Puzzle, i: number) => gridNeighbours(i, p.width, p.height);

/** The rule read plainly: per cell open, its size and the fewest open ways of a tip next to it (or none). */
function expectedChoice(m: Model, p: Puzzle, labels: number[], none: number): number[] {
  const pairOf = (j: number) =>
    m.isFixed(labels[j]!) && m.min(labels[j]!) !== none ? m.min(labels[j]!) : -1;
  const isTip = (j: number) => {
    const q = pairOf(j);
    if (q < 0) return false;
    const same = around(p, j).filter((t) => pairOf(t) === q).length;
    return same < (p.numbers[j] === -1 ? 2 : 1);
  };
  const open = labels.flatMap((x, i) => (m.size(x) > 1 ? [i] : []));
  const ways = (i: number) =>
    Math.min(
      ...around(p, i)
        .filter(isTip)
        .map(
          (j) => around(p, j).filter((t) => !m.isFixed(labels[t]!) && m.has(labels[t]!, pairOf(j))).length,
        ),
    );
  const nextToTip = open.filter((i) => around(p, i).some(isTip));
  const pool = nextToTip.length > 0 ? nextToTip : open;
  const key = (i: number) => [m.size(labels[i]!), nextToTip.length > 0 ? ways(i) : 0, i];
  const best = pool.map(key).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!)[0];
  return best === undefined ? [] : [labels[best[2]!]!];
}

describe("pathTipBrancher", () => {
  it("picks the open cell next to a tip with the fewest pairs, then fewest ways on, else the fewest pairs", () => {
    let grown = 0;
    fc.assert(
      fc.property(
        puzzles,
        randomDecisions({ maxLength: 6, maxVariable: 24, maxValue: 3 }),
        (puzzle, decisions) => {
          const m = reducedModel(puzzle);
          const none = numberCells(puzzle).size;
          const labels = Array.from({ length: puzzle.width * puzzle.height }, (_, i) => labelVar(puzzle, i));
          const brancher = pathTipBrancher(puzzle, labels, none);
          if (!m.propagate()) return;
          for (const [cell, value, equal] of decisions) {
            const x = labels[cell % labels.length]!;
            if (m.size(x) <= 1 || !m.has(x, value % (none + 1))) continue;
            const ok = equal ? m.assign(x, value % (none + 1)) : m.remove(x, value % (none + 1));
            if (!ok || !m.propagate()) return;
          }
          const chosen = brancher.variable(m, { activity: () => 0, restarts: 0 });
          expect(chosen < 0 ? [] : [chosen]).toEqual(expectedChoice(m, puzzle, labels, none));
          // A path grown past its number: a cell with no number fixed to a pair.
          const begun = labels.some((x, i) => puzzle.numbers[i] === -1 && m.isFixed(x) && m.min(x) !== none);
          if (chosen >= 0 && begun) grown++;
        },
      ),
      { numRuns: 500, seed: 3 },
    );
    // Only that the draws reached states with a path grown (a number alone is a tip from the start).
    expect(grown, "choices with a path grown past a number").toBeGreaterThan(50);
  });

  it("proves a public 10x10 unique in far fewer nodes than branching on the fewest pairs left (1,052)", () => {
    // Held-out at first (tooling/bench/data/puzzlink-links.txt), now a tuning link of the brancher: 332 nodes.
    const puzzle = parsePuzzlink("https://puzz.link/p?numlin/10/10/x7h7l5j3j2l1g4k8q4l1j3m2k6g5i8g6");
    const result = numlin.solve(puzzle, { limit: 2 });
    expect(result.status).toBe("unique");
    expect(result.stats.nodes).toBeLessThan(500);
  });
});

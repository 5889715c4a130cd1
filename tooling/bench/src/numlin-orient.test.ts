// The eight orientations of a numlin puzzle: the same numbers moved as a rotation or mirror image moves cells, and
// the same number of answers (what makes their spread of nodes a measure of luck, not of the puzzle).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomPuzzles } from "../../../packages/numlin/src/puzzles.test-helpers.ts";
import { solve } from "../../../packages/numlin/src/solve.ts";
import { ORIENTATIONS, oriented } from "./numlin-orient.ts";

const puzzles = randomPuzzles({ width: [2, 4], height: [2, 4], cells: [2, 6] });

describe("oriented", () => {
  it("moves each number as its orientation moves the cell it is in", () => {
    const p = { width: 3, height: 2, numbers: [1, 2, -1, -1, 1, 2] };
    // Mirrored columns, mirrored rows, turned half round, swapped rows and columns (transposed), turned a
    // quarter each way, and the other diagonal's mirror.
    expect(oriented(p, 1).numbers).toEqual([-1, 2, 1, 2, 1, -1]);
    expect(oriented(p, 2).numbers).toEqual([-1, 1, 2, 1, 2, -1]);
    expect(oriented(p, 3).numbers).toEqual([2, 1, -1, -1, 2, 1]);
    expect(oriented(p, 4)).toMatchObject({ width: 2, height: 3, numbers: [1, -1, 2, 1, -1, 2] });
    expect(oriented(p, 5).numbers).toEqual([-1, 2, 2, 1, 1, -1]);
    expect(oriented(p, 6).numbers).toEqual([-1, 1, 1, 2, 2, -1]);
    expect(oriented(p, 7).numbers).toEqual([2, -1, 1, 2, -1, 1]);
  });

  it("gives eight distinct placements of the cells, each with the puzzle's numbers and answers", () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        const count = (q: typeof p) => solve(q, { limit: 50 }).solutions.length;
        const answers = count(p);
        // Cells marked by their index: every orientation a permutation, no two the same.
        const marked = { ...p, numbers: p.numbers.map((_, i) => i) };
        const placements = new Set<string>();
        for (const t of ORIENTATIONS) {
          const q = oriented(p, t);
          expect(q.width * q.height).toBe(p.width * p.height);
          expect([...q.numbers].sort((a, b) => a - b)).toEqual([...p.numbers].sort((a, b) => a - b));
          expect(count(q)).toBe(answers);
          const cells = oriented(marked, t).numbers;
          expect([...cells].sort((a, b) => a - b)).toEqual(marked.numbers);
          placements.add(`${q.width}:${cells.join(",")}`);
        }
        expect(oriented(p, 0)).toEqual(p);
        // Every grid drawn here is at least 2x2, where the eight orientations move its cells in eight ways.
        expect(placements.size).toBe(8);
      }),
      { numRuns: 100, seed: 18 },
    );
  });
});

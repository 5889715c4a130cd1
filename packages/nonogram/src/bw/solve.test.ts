import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bearExample, seedExample } from "../examples.js";
import { solveNonogram } from "../operations.js";
import { Prober } from "../solver/prober.js";
import { expectBruteForcePictures } from "./brute-force-solve.test-helpers.js";
import { allSolutions, cluesOfPicture, pictureArb, satisfies } from "./checker.test-helpers.js";
import { FieldModel } from "./field-model.js";
import { luby } from "./solve.js";

const picture = pictureArb;

const SEED_SOLUTION = [
  "..........###.......",
  ".........#####......",
  ".........###.#......",
  ".........##..#......",
  "......###.###.####..",
  "....##..##...#######",
  "..######.#...#......",
  ".####...##..##......",
  "........#...#.......",
  ".......###..#.......",
  ".......######.......",
  ".##...#######.......",
  "######..###.#.......",
  "#.##..##.#..#.......",
  "...####..#.#..###...",
  "........####.##.##..",
  "........###..###.#..",
  ".......###....###...",
  "......###...........",
  "......##.#..........",
];

describe("solveNonogram", () => {
  it("finds valid solutions of random pictures and proves uniqueness or finds a second, different one", () => {
    fc.assert(
      fc.property(picture(8, 8), (cells) => {
        const p = cluesOfPicture(cells);
        const r = solveNonogram(p, { limit: 2 });
        expect(r.solutions.length).toBeGreaterThanOrEqual(1);
        for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
        if (r.status === "unique") expect(r.complete).toBe(true);
        else {
          expect(r.status).toBe("multiple");
          expect(r.solutions).toHaveLength(2);
          expect(r.solutions[0]).not.toEqual(r.solutions[1]);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("takes the kit's learning option: false is the depth-first search, which agrees on every status", () => {
    fc.assert(
      fc.property(picture(7, 7), (cells) => {
        const p = cluesOfPicture(cells);
        const learning = solveNonogram(p, { limit: 2 });
        const plain = solveNonogram(p, { limit: 2, learning: false });
        const dfs = solveNonogram(p, { limit: 2, strategy: "dfs" });
        expect(plain.status).toBe(dfs.status);
        expect(plain.stats.nodes).toBe(dfs.stats.nodes);
        expect(learning.status).toBe(plain.status);
        for (const s of learning.solutions) expect(satisfies(p, s)).toBe(true);
        if (learning.solutions.length === 2) expect(learning.solutions[0]).not.toEqual(learning.solutions[1]);
      }),
      { numRuns: 600 },
    );
  });

  it("counts every solution exactly with limit Infinity, as brute force does", () => {
    fc.assert(
      fc.property(picture(4, 4), (cells) => {
        const { result, want } = expectBruteForcePictures(cluesOfPicture(cells), {
          limit: Number.POSITIVE_INFINITY,
        });
        expect(result.solutionCount).toBe(want.length);
        expect(result.status).toBe(want.length === 1 ? "unique" : "multiple");
      }),
      { numRuns: 300 },
    );
  });

  it("reports none, proven, for clues that have no picture", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 2 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 2 }), { minLength: 3, maxLength: 3 }),
        (rows, columns) => {
          const p = { rows, columns };
          const sum = (c: number[][]) => c.flat().reduce((a, b) => a + b, 0);
          const fits = [...rows, ...columns].every((c) => c.reduce((a, b) => a + b, 0) + c.length - 1 <= 3);
          if (!fits || sum(rows) !== sum(columns)) return;
          const want = allSolutions(p).length;
          const r = solveNonogram(p, { limit: Number.POSITIVE_INFINITY });
          expect(r.solutionCount).toBe(want);
          if (want === 0) expect(r.status).toBe("none");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("stops at the limit: 1 gives `solved`, 2 gives `multiple` with two different pictures", () => {
    // One cell per row and column: every permutation matrix fits, 24 pictures.
    const p = { rows: [[1], [1], [1], [1]], columns: [[1], [1], [1], [1]] };
    const total = allSolutions(p).length;
    expect(total).toBe(24);
    const one = solveNonogram(p, { limit: 1 });
    expect(one.status).toBe("solved");
    expect(one.solutions).toHaveLength(1);
    const two = solveNonogram(p, { limit: 2 });
    expect(two.status).toBe("multiple");
    expect(two.solutions[0]).not.toEqual(two.solutions[1]);
    const all = solveNonogram(p, { limit: Number.POSITIVE_INFINITY });
    expect(all.solutionCount).toBe(total);
    expect(all.complete).toBe(true);
  });

  it("solves the seed's 20x20 example (one solution, found by probing, no search)", () => {
    const r = solveNonogram(seedExample);
    expect(r.status).toBe("unique");
    expect(r.solutions).toEqual([SEED_SOLUTION]);
    expect(r.probing.fixed).toBeGreaterThan(0);
    expect(r.stats.nodes).toBe(0);
    // Line solving alone settles 43 of the 400 cells, as the seed's digest says.
    const f = new FieldModel(seedExample);
    expect(f.propagate()).toBe(true);
    expect(f.picture().join("").replace(/\?/g, "").length).toBe(43);
  });

  it("solves the bear by line solving alone", () => {
    const r = solveNonogram(bearExample, { probeEveryNode: false });
    expect(r.status).toBe("unique");
    expect(r.solutions[0]![0]).toBe(".##....##.");
    expect(r.probing.fixed).toBe(0);
  });

  it("gives no solution for invalid puzzles and honours an aborted signal", () => {
    expect(solveNonogram({ rows: [[3]], columns: [[1], [1]] }).status).toBe("none");
    const controller = new AbortController();
    controller.abort();
    const r = solveNonogram(seedExample, { signal: controller.signal });
    expect(r.status).toBe("timeout");
    expect(r.complete).toBe(false);
  });

  it("stops at a node budget without claiming completeness", () => {
    const p = { rows: Array.from({ length: 6 }, () => [1]), columns: Array.from({ length: 6 }, () => [1]) };
    const r = solveNonogram(p, { limit: Number.POSITIVE_INFINITY, nodeLimit: 3 });
    expect(r.complete).toBe(false);
    expect(["timeout", "multiple"]).toContain(r.status);
  });

  it("skips only probes whose result cannot have changed (same search with and without skipping)", () => {
    const rng = createRng(11);
    let withSkip = 0;
    let without = 0;
    for (let k = 0; k < 12; k++) {
      const p = cluesOfPicture(
        Array.from({ length: 12 }, () => Array.from({ length: 12 }, () => rng.next() < 0.5)),
      );
      const f1 = new FieldModel(p);
      const f2 = new FieldModel(p);
      const a = new Prober(f1, {});
      const b = new Prober(f2, { skipUnchanged: false });
      const ra = f1.m.solve({ limit: 50, brancher: a });
      const rb = f2.m.solve({ limit: 50, brancher: b });
      expect(ra.count).toBe(rb.count);
      expect(ra.stats.nodes).toBe(rb.stats.nodes);
      expect(a.stats.fixed).toBe(b.stats.fixed);
      withSkip += a.stats.probes;
      without += b.stats.probes;
    }
    expect(withSkip).toBeLessThan(without);
  });

  it("uses the Luby sequence for restart budgets", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveNonogram } from "../operations.js";
import { expectBruteForcePictures } from "./brute-force-solve.test-helpers.js";
import { cluesOfPicture, pictureArb, satisfies } from "./checker.test-helpers.js";

const picture = pictureArb;

const key = (solutions: readonly (readonly string[])[]) => new Set(solutions.map((s) => s.join("/")));

// The learning search (the default strategy) against brute force and against the depth-first search, which
// shares the line propagators but not the learning: clauses, explanations, restarts, rephasing.
describe("nonogram on the engine's learning search", () => {
  it("finds exactly the brute-force solutions of tiny puzzles (blocking each one found)", () => {
    fc.assert(
      fc.property(picture(4, 4), (cells) => {
        expectBruteForcePictures(cluesOfPicture(cells), { limit: 1000 });
      }),
      { numRuns: 300 },
    );
  });

  it("stays exact when it restarts and rephases after every conflict", () => {
    fc.assert(
      fc.property(picture(5, 5), (cells) => {
        expectBruteForcePictures(cluesOfPicture(cells), {
          limit: 1000,
          learningTuning: { restartBase: 1, rephase: 1, maxLearned: 2 },
        });
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    { pictures: "random 10x10 pictures", arb: picture(10, 10), numRuns: 400 },
    {
      pictures: "lines longer than 30 cells (scalar line solver and explanations)",
      arb: picture(36, 4, 31),
      numRuns: 60,
    },
  ])(
    "proves uniqueness or finds a second picture on $pictures, as the depth-first search says",
    ({ arb, numRuns }) => {
      fc.assert(
        fc.property(arb, (cells) => {
          const p = cluesOfPicture(cells);
          const r = solveNonogram(p, { limit: 2 });
          expect(r.solutions.length).toBeGreaterThan(0);
          for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
          expect(r.status).toBe(solveNonogram(p, { limit: 2, strategy: "dfs" }).status);
          if (r.status === "multiple") expect(r.solutions[0]).not.toEqual(r.solutions[1]);
        }),
        { numRuns },
      );
    },
  );

  it("hybrid: a depth-first phase that runs out hands over to learning, which counts each picture once", () => {
    const p = { rows: Array.from({ length: 7 }, () => [1]), columns: Array.from({ length: 7 }, () => [1]) };
    const r = solveNonogram(p, { limit: 3, strategy: "hybrid", dfsNodes: 2 });
    expect(r.solutions).toHaveLength(3);
    expect(key(r.solutions).size).toBe(3);
    for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
    expect(r.status).toBe("multiple");
    const all = solveNonogram(
      { rows: [[1], [1], [1]], columns: [[1], [1], [1]] },
      { limit: 10, strategy: "hybrid", dfsNodes: 1 },
    );
    expect(all.complete).toBe(true);
    expect(all.solutions).toHaveLength(6);
  });
});

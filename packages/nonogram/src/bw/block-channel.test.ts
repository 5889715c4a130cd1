import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveNonogram } from "../operations.js";
import { expectBruteForcePictures } from "./brute-force-solve.test-helpers.js";
import { cluesOfPicture, pictureArb, satisfies } from "./checker.test-helpers.js";

// The block-position model (cells plus order-encoded block starts, `model: "blocks"`) against brute force and
// against the cell model: the same pictures, each once, with every search.
describe("nonogram's block-position model", () => {
  it("finds exactly the brute-force solutions of tiny puzzles with the learning search", () => {
    fc.assert(
      fc.property(pictureArb(4, 5), (cells) => {
        expectBruteForcePictures(cluesOfPicture(cells), { limit: 1000, model: "blocks" });
      }),
      { numRuns: 300 },
    );
  });

  it("stays exact when it restarts and rephases after every conflict", () => {
    fc.assert(
      fc.property(pictureArb(5, 5), (cells) => {
        expectBruteForcePictures(cluesOfPicture(cells), {
          limit: 1000,
          model: "blocks",
          learningTuning: { restartBase: 1, rephase: 1, maxLearned: 2 },
        });
      }),
      { numRuns: 200 },
    );
  });

  it("counts exactly what the cell model counts (limit Infinity, depth-first)", () => {
    fc.assert(
      fc.property(pictureArb(6, 6), (cells) => {
        const p = cluesOfPicture(cells);
        const blocks = solveNonogram(p, { limit: Number.POSITIVE_INFINITY, model: "blocks" });
        const plain = solveNonogram(p, { limit: Number.POSITIVE_INFINITY });
        expect(blocks.complete).toBe(true);
        expect(blocks.count).toBe(plain.count);
      }),
      { numRuns: 200 },
    );
  });

  it("says what the cell model says at limit 2 on random 10x10 and 36x4 pictures", () => {
    fc.assert(
      fc.property(fc.oneof(pictureArb(10, 10), pictureArb(36, 4, 31)), (cells) => {
        const p = cluesOfPicture(cells);
        const r = solveNonogram(p, { limit: 2, model: "blocks" });
        expect(r.status).toBe(solveNonogram(p, { limit: 2 }).status);
        for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
        if (r.status === "multiple") expect(r.solutions[0]).not.toEqual(r.solutions[1]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("nonogram's block-position model, branching on one kind of variable", () => {
  for (const branch of ["cells", "blocks"] as const) {
    it(`finds exactly the brute-force solutions when it branches on the ${branch} only`, () => {
      fc.assert(
        fc.property(pictureArb(5, 5), (cells) => {
          expectBruteForcePictures(cluesOfPicture(cells), {
            limit: 1000,
            model: "blocks",
            branch,
            learningTuning: { restartBase: 1, rephase: 1 },
          });
        }),
        { numRuns: 200 },
      );
    });
  }
});

import { parsePuzzle } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../../test-support/independent-check.mjs";
import { gridsOf } from "../bw/checker.test-helpers.js";
import { nonogram } from "../nonogram-type.js";
import { solveNonogram } from "../operations.js";
import type { Nonogram } from "../types.js";
import { colourPictureArb, colourPuzzleArb } from "./arbitraries.test-helpers.js";
import { blocksOf } from "./blocks.test-helpers.js";
import { colourPuzzleFromPicture } from "./clues.js";
import { colourExamples, flowerExample, houseExample, mushroomExample } from "./examples.js";
import type { ColourNonogram } from "./palette.js";
import { solveColourNonogram } from "./solve.js";

/** Every solution of a small colour puzzle by brute force: each row's colourings, then the columns checked. */
function bruteCount(p: ColourNonogram): number {
  const width = p.columns.length;
  const codes = p.palette.map((c) => c.code);
  const k = codes.length;
  const rowOptions = p.rows.map((lengths, r) => {
    const want = lengths.map((n, j) => [n, p.rowColours[r]![j]!]).join();
    const options: string[] = [];
    for (let code = 0; code < k ** width; code++) {
      const row = Array.from({ length: width }, (_, c) => Math.floor(code / k ** c) % k);
      if (blocksOf(row).join() === want) options.push(row.map((i) => codes[i]).join(""));
    }
    return options;
  });
  return gridsOf(rowOptions, (rows) => check(p, rows).length === 0).length;
}

describe("colour nonograms, solved through the puzzle type", () => {
  it.each(colourExamples.map((e) => [e.name, e.text] as const))(
    "%s reads, is unique and checks out",
    (_, text) => {
      const p = parsePuzzle<Nonogram>(nonogram, text);
      expect(nonogram.validate(p)).toEqual([]);
      const r = nonogram.solve(p, { limit: 2 });
      expect(r.status).toBe("unique");
      expect(check(p, r.solutions[0]!)).toEqual([]);
      expect(nonogram.check(p, r.solutions[0]!)).toEqual([]);
    },
  );

  it("solves the examples to their pictures", () => {
    for (const p of [mushroomExample, flowerExample, houseExample]) {
      expect(nonogram.solve(p, { limit: 2 }).solutions).toEqual([p.goal]);
    }
  });

  it("finds valid solutions of random colour pictures and proves uniqueness or finds a second, different one", () => {
    fc.assert(
      fc.property(colourPictureArb(7, 7, 4), ({ palette, picture }) => {
        const p = colourPuzzleFromPicture(picture, palette);
        const r = nonogram.solve(p, { limit: 2 });
        for (const s of r.solutions) expect(check(p, s)).toEqual([]);
        if (r.status === "unique") expect(r.solutions).toEqual([picture]);
        else {
          expect(r.status).toBe("multiple");
          expect(r.solutions[0]).not.toEqual(r.solutions[1]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("counts every solution exactly with limit Infinity (brute force), with and without learning or probing", () => {
    fc.assert(
      fc.property(colourPuzzleArb(4, 3, 2), (p) => {
        const want = bruteCount(p);
        const learning = nonogram.solve(p, { limit: Number.POSITIVE_INFINITY });
        expect(learning.solutionCount).toBe(want);
        expect(learning.complete).toBe(true);
        expect(new Set(learning.solutions.map((s) => s.join("/"))).size).toBe(want);
        const dfs = solveNonogram(p, { limit: Number.POSITIVE_INFINITY, strategy: "dfs" });
        expect(dfs.solutionCount).toBe(want);
        const probed = solveColourNonogram(p, { limit: Number.POSITIVE_INFINITY, probe: true });
        expect(probed.solutionCount).toBe(want);
      }),
      { numRuns: 150 },
    );
  });

  it("counts the same with learning and without on lines longer than 30 cells (the scalar kernels)", () => {
    // 4-6 rows of 31-34 cells, half background, in 2 colours: ambiguous enough that about half of them
    // need search with conflicts, so long rows explain themselves through the scalar feasibility test.
    const cell = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2 }));
    const wide = fc
      .record({ w: fc.integer({ min: 31, max: 34 }), h: fc.integer({ min: 4, max: 6 }) })
      .chain(({ w, h }) =>
        fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
      );
    fc.assert(
      fc.property(wide, (cells) => {
        const palette = flowerExample.palette.slice(0, 3);
        const p = colourPuzzleFromPicture(
          cells.map((row) => row.map((c) => palette[c]!.code).join("")),
          palette,
        );
        const learning = solveNonogram(p, { limit: 200 });
        const dfs = solveNonogram(p, { limit: 200, strategy: "dfs" });
        expect(learning.solutionCount).toBe(dfs.solutionCount);
        for (const s of learning.solutions) expect(check(p, s)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("answers none for clues no picture has, and nothing for an invalid puzzle", () => {
    const p = colourPuzzleFromPicture(
      ["rg", "gr"],
      mushroomExample.palette.map((c, i) => ({ ...c, code: ".rgbw"[i]! })),
    );
    const swapped = {
      ...p,
      rowColours: [
        [2, 1],
        [2, 1],
      ],
    };
    expect(nonogram.solve(swapped).status).toBe("none");
    expect(
      nonogram.solve({
        ...p,
        rowColours: [
          [7, 1],
          [2, 1],
        ],
      }).status,
    ).toBe("none");
  });
});

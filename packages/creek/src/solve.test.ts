import { checkCountsByBruteForce, everyShading } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hints } from "./hints.js";
import { cellsAround, creek, NONE, type Puzzle, solutionProblems } from "./index.js";
import { buildModel } from "./solve.js";

/** A `width` x `height` Creek with the clues given at points `[row, col, clue]` (rows and columns of points). */
function puzzleOf(width: number, height: number, clues: readonly [number, number, number][]): Puzzle {
  const all: number[] = Array((width + 1) * (height + 1)).fill(NONE);
  for (const [r, c, clue] of clues) all[r * (width + 1) + c] = clue;
  return { width, height, clues: all };
}

/** Each cell after the root's propagation: 1 shaded, 0 unshaded, null open. */
function rootCells(puzzle: Puzzle): (number | null)[] {
  const m = buildModel(puzzle);
  expect(m.propagate()).toBe(true);
  return Array.from({ length: puzzle.width * puzzle.height }, (_, i) =>
    m.isFixed(i) ? (m.has(i, 1) ? 1 : 0) : null,
  );
}

/**
 * Grids up to 4x3 with a random shading and its true count on most points (a clue on each with odds 3 in 4):
 * clues side by side abound, and the shading is an answer whenever its unshaded cells are one piece.
 */
const cluedShadings = fc
  .record({ width: fc.integer({ min: 1, max: 4 }), height: fc.integer({ min: 1, max: 3 }) })
  .chain(({ width, height }) =>
    fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: width * height, maxLength: width * height }),
        fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: (width + 1) * (height + 1),
          maxLength: (width + 1) * (height + 1),
        }),
      )
      .map(([shading, odds]) => {
        const grid = { width, height };
        const clues = odds.map((o, p) =>
          o === 0 ? NONE : cellsAround(grid, p).filter((i) => shading[i] === 1).length,
        );
        return { puzzle: { width, height, clues } satisfies Puzzle, shading };
      }),
  );

describe("creek model", () => {
  it("decides the cells only one of two clues side by side counts at the root (a 3 beside a 1)", () => {
    // The points (1, 1) and (1, 2) of a 3x2 grid, a 3 and a 1, share r1c2 and r2c2.
    const cells = rootCells(
      puzzleOf(3, 2, [
        [1, 1, 3],
        [1, 2, 1],
      ]),
    );
    // r1c1 and r2c1 (the 3's alone) shaded, r1c3 and r2c3 (the 1's alone) unshaded, the shared two open.
    expect(cells).toEqual([1, null, 0, 1, null, 0]);
  });

  it("decides an edge clue inside its neighbour's cells at the root (a 1 on the top edge above a 3)", () => {
    // The 1 at point (0, 1) counts r1c1 and r1c2, which the 3 at point (1, 1) counts too: r2c1 and r2c2 are shaded.
    expect(
      rootCells(
        puzzleOf(2, 2, [
          [0, 1, 1],
          [1, 1, 3],
        ]),
      ),
    ).toEqual([null, null, 1, 1]);
  });

  it("accepts exactly the answers the rules accept: the clue pairs remove none", () => {
    fc.assert(
      fc.property(cluedShadings, ({ puzzle, shading }) => {
        const m = buildModel(puzzle);
        const fits = m.propagate() && shading.every((v, i) => m.assign(i, v)) && m.propagate();
        expect(fits).toBe(solutionProblems(puzzle, shading).length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it("counts what brute force counts on grids with a clue on most points", () => {
    checkCountsByBruteForce(creek, {
      puzzles: cluedShadings.map(({ puzzle }) => puzzle),
      answers: everyShading,
      check: solutionProblems,
      numRuns: 60,
    });
  });

  it("hints a step of a clue pair by its name", () => {
    // The 3 and the 1 alone: the pair decides r1c1 and r2c1 (shaded), r1c3 and r2c3 (unshaded), each clue nothing.
    const step = hints.hint(
      puzzleOf(3, 2, [
        [1, 1, 3],
        [1, 2, 1],
      ]),
    );
    expect(step).toMatchObject({ technique: "clue-pair" });
    expect(step!.message).toMatch(
      /^r\dc[13] (is shaded|stays unshaded): two numbers on neighbouring corners/,
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyGrid } from "./arbitraries.test-helpers.js";
import { bruteForce, runsOf } from "./brute.test-helpers.js";
import { examples } from "./examples.js";
import { textFormat } from "./formats/text.js";
import type { Block, KakuroCell, Puzzle } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

/** A small kakuro: clue row and column, a random inside, clues from random digits (sometimes nudged), a few givens. */
const smallKakuro: fc.Arbitrary<Puzzle> = fc
  .record({
    rows: fc.integer({ min: 3, max: 5 }),
    cols: fc.integer({ min: 3, max: 5 }),
    white: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 25, maxLength: 25 }),
    digits: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 25, maxLength: 25 }),
    givens: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 25, maxLength: 25 }),
    nudge: fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 25, maxLength: 25 }),
  })
  .map(({ rows, cols, white, digits, givens, nudge }) => {
    const isWhite = Array.from(
      { length: rows * cols },
      (_, i) => i >= cols && i % cols !== 0 && white[i]! > 0,
    );
    const runLength = (i: number, step: number, ok: (j: number) => boolean) => {
      let n = 1;
      for (let j = i - step; ok(j) && isWhite[j]; j -= step) n++;
      for (let j = i + step; ok(j) && isWhite[j]; j += step) n++;
      return n;
    };
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < isWhite.length; i++) {
        const sameRow = (j: number) => j >= 0 && Math.floor(j / cols) === Math.floor(i / cols);
        const inGrid = (j: number) => j >= 0 && j < rows * cols;
        if (isWhite[i] && runLength(i, 1, sameRow) < 2 && runLength(i, cols, inGrid) < 2) {
          isWhite[i] = false;
          changed = true;
        }
      }
    }
    const cells: KakuroCell[] = isWhite.map((w, i) => {
      if (!w) return {};
      const g = givens[i]!;
      return g === 0 ? digits[i]! : g <= 9 && g % 4 === 0 ? g : 0;
    });
    cells.forEach((cell, i) => {
      if (typeof cell === "number") return;
      const block: Block = {};
      for (const [key, step, ok] of [
        ["across", 1, (j: number) => j % cols !== 0],
        ["down", cols, (j: number) => j < rows * cols],
      ] as const) {
        let sum = 0;
        let n = 0;
        for (let j = i + step; ok(j) && isWhite[j]; j += step, n++) sum += digits[j]!;
        // A nudged clue is mostly impossible, so some puzzles have no solution; a run may have no clue at
        // all (puzz.link allows it), leaving its digits only to differ.
        if (n >= 2 && nudge[i]! !== -6) block[key] = nudge[i]! === 6 ? Math.max(1, sum + 1) : sum;
      }
      cells[i] = block;
    });
    return { rows, cols, cells };
  })
  // Beyond ten white cells brute force gets slow. So do runs without a clue: their digits need only differ,
  // and a draw with eleven such cells had 391,104 answers, which brute force and both solves each enumerate
  // (one CI run spent 37 s in this test; of 3,000 draws one took 45 s of brute force, the rest 41 s in all).
  // With at most four such cells the slowest of 3,000 took 0.3 s, and 2,477 still had a run without a clue.
  .filter((p) => p.cells.filter((c) => typeof c === "number").length <= 10)
  .filter((p) => runsOf(p).reduce((n, run) => n + (run.sum === undefined ? run.cells.length : 0), 0) <= 4);

describe("solve", () => {
  it("finds exactly the solutions brute force finds, on random small kakuros", () => {
    let solved = 0;
    fc.assert(
      fc.property(smallKakuro, (puzzle) => {
        const expected = bruteForce(puzzle);
        for (const combinations of [true, false]) {
          const result = solve(puzzle, { limit: Number.POSITIVE_INFINITY, combinations });
          expect(result.complete).toBe(true);
          expect(result.solutions.map((s) => s.join(",")).sort()).toEqual(expected);
          expect(result.status).toBe(
            expected.length === 0 ? "none" : expected.length === 1 ? "unique" : "multiple",
          );
        }
        if (expected.length > 0) solved++;
      }),
      { numRuns: 150 },
    );
    // The arbitrary must not drift into puzzles that are all unsolvable.
    expect(solved).toBeGreaterThan(30);
  }, 120_000);

  it("solves every example uniquely, as the independent checker confirms", () => {
    for (const { text } of examples) {
      const puzzle = textFormat.parse(text);
      const result = solve(puzzle);
      expect(result.status).toBe("unique");
      expect(solutionError(puzzle, result.solutions[0]!)).toBeNull();
      expect(
        runsOf(puzzle).every(
          (run) => new Set(run.cells.map((c) => result.solutions[0]![c])).size === run.cells.length,
        ),
      ).toBe(true);
    }
    expect(bruteForce(textFormat.parse(examples[0]!.text))).toHaveLength(1);
  });

  it("gives each status its meaning", () => {
    const eight = textFormat.parse("#   10\\ 10\\\n\\10 .   .\n\\10 .   .\n");
    expect(solve(eight, { limit: Number.POSITIVE_INFINITY })).toMatchObject({
      status: "multiple",
      solutionCount: 8,
      complete: true,
    });
    expect(solve(eight)).toMatchObject({ status: "multiple", solutionCount: 2, complete: false });
    expect(solve(eight, { limit: 1 })).toMatchObject({ status: "solved", solutionCount: 1 });
    expect(solve(eight, { nodeLimit: 0 })).toMatchObject({ status: "timeout", solutionCount: 0 });
    const controller = new AbortController();
    controller.abort();
    expect(solve(eight, { signal: controller.signal }).status).toBe("timeout");
    expect(solve(textFormat.parse("#   10\\ 10\\\n\\10 1   .\n\\10 .   2\n")).status).toBe("none");
    expect(solve(textFormat.parse("\\50 . . . .\n")).status).toBe("none");
    expect(() => solve(eight, { limit: 0 })).toThrow(RangeError);
  });

  it("refuses a grid that is not a kakuro, and never throws on one that validates", () => {
    expect(() => solve(textFormat.parse(". .\n"))).toThrow(
      "not a solvable kakuro: row 1: across entry r1c1-r1c2 starts at the edge",
    );
    fc.assert(
      fc.property(anyGrid, (puzzle) => {
        if (validate(puzzle).length > 0) return;
        const result = solve(puzzle, { nodeLimit: 2000 });
        for (const s of result.solutions) expect(solutionError(puzzle, s)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("the independent checker rejects wrong solutions", () => {
    const puzzle = textFormat.parse(examples[0]!.text);
    const right = solve(puzzle).solutions[0]!;
    expect(solutionError(puzzle, right)).toBeNull();
    const swapped = [...right];
    [swapped[5], swapped[6]] = [swapped[6]!, swapped[5]!];
    expect(solutionError(puzzle, swapped)).toMatch(/down clue/);
    expect(
      solutionError(
        puzzle,
        right.map((v, i) => (i === 5 ? v + 1 : v)),
      ),
    ).toMatch(/add up to 8/);
    expect(
      solutionError(
        puzzle,
        right.map((v, i) => (i === 0 ? 1 : v)),
      ),
    ).toBe("black cell 0 holds 1");
    expect(solutionError(puzzle, right.slice(1))).toMatch(/cells, not 16/);
  });
});

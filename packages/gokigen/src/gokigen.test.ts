import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  fromJson,
  gokigen,
  limits,
  NONE,
  type Puzzle,
  solutionProblems,
  textFormat,
  UNKNOWN,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

/** Small grids up to 4x3 (at most 12 cells), points mostly without a clue. */
const smallPuzzle = fc
  .integer({ min: 1, max: 4 })
  .chain((w) =>
    fc
      .integer({ min: 1, max: Math.min(4, Math.floor(12 / w)) })
      .chain((h) =>
        fc
          .array(
            fc.oneof(
              { weight: 5, arbitrary: fc.constant(NONE) },
              { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 }) },
              fc.constant(UNKNOWN),
            ),
            { minLength: (w + 1) * (h + 1), maxLength: (w + 1) * (h + 1) },
          )
          .map((clues): Puzzle => ({ width: w, height: h, clues })),
      ),
  );

describe("gokigen solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["clue-count", "loop"]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const n = puzzle.width * puzzle.height;
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (check(puzzle, s).length === 0) count++;
        }
        const all = gokigen.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
        expect(all.solutionCount).toBe(count);
        expect(
          gokigen.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount,
        ).toBe(count);
        for (const s of all.solutions.slice(0, 3))
          expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("searches with learning by default, which proves a public 10x10 unique in a fraction of the plain nodes", () => {
    // A public link (the puzzles of the examples' tests); on a public 40x25 the plain search takes about 500
    // times the nodes of the learning one.
    const puzzle = gokigen.formats
      .find((f) => f.id === "puzzlink")!
      .parse("https://puzz.link/p?gokigen/10/10/hc5b0bgcgdg7217bidj8778d7ag676617377dgcg8c6317222d6221clbga");
    const learning = gokigen.solve(puzzle);
    const plain = gokigen.solve(puzzle, { learning: false });
    expect([learning.status, plain.status]).toEqual(["unique", "unique"]);
    expect(learning.solutions).toEqual(plain.solutions);
    expect(learning.stats.nodes * 3).toBeLessThan(plain.stats.nodes);
  });

  it("check names a miscounted corner and a loop", () => {
    const puzzle = parse("...\n.4.\n...\n");
    expect(gokigen.check(puzzle, [1, 0, 0, 0]).map((p) => p.code)).toEqual(["clue-count"]);
    expect(gokigen.check(puzzle, [1, -1, -1, 1])).toMatchObject([
      { code: "clue-count" },
      { code: "loop", message: "the diagonal in r2c2 closes a loop", cells: [{ row: 1, col: 1 }] },
    ]);
    expect(gokigen.check(puzzle, [-1, 1, 1, -1])).toEqual([]);
  });

  it("hints a forced diagonal with its rule, and explains the whole way to the answer", () => {
    const puzzle = parse(gokigen.examples[0]!.text);
    const step = hints.hint(puzzle)!;
    expect(step.message).toMatch(/^r\dc\d holds [/\\]: /);
    const steps = hints.explain(puzzle);
    expect(steps.length).toBe(16);
    const solution = gokigen.solve(puzzle).solutions[0]!;
    for (const s of steps) for (const d of s.deductions) expect(solution[d.cell]).toBe(d.shaded ? 1 : 0);
    expect(steps.map((s) => s.technique)).toContain("corner-count");
    expect(gokigen.grade!(puzzle).level).not.toBe("beyond");
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "clues",
  cell: fc.integer({ min: -2, max: 4 }),
  length: (width, height) => (width + 1) * (height + 1),
});

describe("gokigen limits and fromJson", () => {
  const puzzle = parse(gokigen.examples[0]!.text);
  describeLimitsContract(gokigen, {
    fromJson,
    valid: validPuzzle,
    json: { list: "clues", width: 4, height: 4, length: 25 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parse(`${".".repeat(42)}\n`.repeat(3)),
      error: "42 points a line; 2 to 41",
    },
    puzzle,
    attempt: { length: 16, max: 1 },
    generate: { badSizes: [1e9, 3, 2.5], sizeError: "--size takes 4 to 8" },
  });
});
